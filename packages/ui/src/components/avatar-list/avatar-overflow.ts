/** A toast's avatar list shows at most 5 avatars (spec section 9). */
export const AVATAR_LIST_MAX = 5;

/** The avatars shown and how many more there are, shown as "+N". */
export function splitAvatars<T>(
  people: readonly T[],
  max: number = AVATAR_LIST_MAX,
): { visible: T[]; hiddenCount: number } {
  const shown = Math.max(0, Math.floor(max));
  return { visible: people.slice(0, shown), hiddenCount: Math.max(0, people.length - shown) };
}

/** « Jeanne Dupont » -> « JD », « jean-luc » -> « J »: the letters shown in an avatar without picture. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words.at(-1)?.[0] ?? '') : '';
  return `${first}${last}`.toLocaleUpperCase('fr-FR');
}
