/** Where the session survives a page reload (spec section 3: tokens, original token, redirect). */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const KEYS = {
  token: 'chaussee.session.token',
  refreshToken: 'chaussee.session.refreshToken',
  originalToken: 'chaussee.session.originalToken',
  redirectTo: 'chaussee.session.redirectTo',
} as const;

export type StoredKey = keyof typeof KEYS;

export function readStored(storage: KeyValueStorage, key: StoredKey): string | null {
  const value = storage.getItem(KEYS[key]);
  return value === '' ? null : value;
}

export function writeStored(storage: KeyValueStorage, key: StoredKey, value: string | null): void {
  if (value === null || value === '') storage.removeItem(KEYS[key]);
  else storage.setItem(KEYS[key], value);
}

/** A storage in memory, for tests and for browsers that refuse localStorage. */
export function memoryStorage(): KeyValueStorage {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => values.set(key, value),
    removeItem: (key) => values.delete(key),
  };
}
