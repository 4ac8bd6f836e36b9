import type { Choice } from '@chaussee/ui';

/** A person as selects show them: « Prénom Nom ». */
export function personName(user: { firstName: string; lastName: string }): string {
  return `${user.firstName} ${user.lastName}`.trim();
}

export function userChoices(
  users: readonly { id: string; firstName: string; lastName: string }[],
): Choice[] {
  return users.map((user) => ({ value: user.id, label: personName(user) }));
}

export function namedChoices(items: readonly { id: string; name: string }[]): Choice[] {
  return items.map((item) => ({ value: item.id, label: item.name }));
}
