import { format } from 'date-fns';
import { fr } from 'date-fns/locale';

/** A calendar date as French readers write it: « 2 mars 2026 ». */
export function formatFrenchDate(isoDate: string): string {
  return format(new Date(isoDate), 'd MMMM yyyy', { locale: fr, weekStartsOn: 1 });
}
