import type { Organization } from '@chaussee/sdk/react';

/** Lower case without accents, so that « societe » finds « Société ». */
function folded(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/** The organizations whose name, SIRET, city or zip code contain every word of the search. */
export function filterOrganizations(
  organizations: readonly Organization[],
  search: string,
): Organization[] {
  const words = folded(search).split(/\s+/u).filter(Boolean);
  if (words.length === 0) return [...organizations];
  return organizations.filter((organization) => {
    const text = folded(
      [organization.name, organization.siret, organization.city, organization.zipCode]
        .filter((part) => part !== null)
        .join(' '),
    );
    return words.every((word) => text.includes(word));
  });
}
