import { formatDistance } from 'date-fns';
import { fr } from 'date-fns/locale';

/** How long ago, in French: « il y a 3 jours », « il y a moins d’une minute ». */
export function relativeDate(isoDateTime: string, now: Date): string {
  return formatDistance(new Date(isoDateTime), now, { addSuffix: true, locale: fr });
}
