interface NamedUser {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
}

function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/** The users whose name or e-mail contains every word typed, accents and case ignored, but me. */
export function filterUsers<User extends NamedUser>(
  users: readonly User[],
  search: string,
  myId: string,
): User[] {
  const words = fold(search).split(/\s+/u).filter(Boolean);
  return users.filter((user) => {
    if (user.id === myId) return false;
    const haystack = fold(`${user.firstName} ${user.lastName} ${user.email}`);
    return words.every((word) => haystack.includes(word));
  });
}
