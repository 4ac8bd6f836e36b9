import { describe, expect, it } from 'vitest';
import { hashPassword, verifyAgainstDecoy, verifyPassword } from './password-hasher.js';

describe('password hashing', () => {
  it('hashes with argon2id and a salt, and verifies', async () => {
    const first = await hashPassword('Chaussee2026!');
    const second = await hashPassword('Chaussee2026!');
    expect(first).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/u);
    expect(first).not.toBe(second);
    await expect(verifyPassword(first, 'Chaussee2026!')).resolves.toBe(true);
    await expect(verifyPassword(first, 'chaussee2026!')).resolves.toBe(false);
  });

  it('answers false, never throws, for a hash that is not argon2', async () => {
    await expect(verifyPassword('plain text', 'plain text')).resolves.toBe(false);
    await expect(verifyAgainstDecoy('anything')).resolves.toBe(false);
  });
});
