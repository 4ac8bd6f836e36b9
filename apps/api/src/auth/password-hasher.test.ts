import { describe, expect, it } from 'vitest';
import {
  hashPassword,
  PASSWORD_MAX_BYTES,
  verifyAgainstDecoy,
  verifyPassword,
} from './password-hasher.js';

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

  it('never hashes more than 4096 bytes: a longer password is refused in French, or simply wrong', async () => {
    expect(PASSWORD_MAX_BYTES).toBe(4096);
    const atLimit = `Aa1!${'é'.repeat(2046)}`; // 4 + 2046 × 2 = 4096 bytes
    const stored = await hashPassword(atLimit);
    await expect(verifyPassword(stored, atLimit)).resolves.toBe(true);
    const overLimit = `${atLimit}x`;
    await expect(hashPassword(overLimit)).rejects.toMatchObject({
      code: 'validation_failed',
      violations: [
        {
          propertyPath: '',
          code: 'passwordMaxBytes',
          message:
            'Le mot de passe ne doit pas dépasser 4096 octets (une lettre accentuée en compte 2)',
        },
      ],
    });
    await expect(hashPassword('x'.repeat(100_000))).rejects.toMatchObject({ status: 400 });
    await expect(verifyPassword(stored, `${atLimit}${'x'.repeat(100_000)}`)).resolves.toBe(false);
    await expect(verifyAgainstDecoy('x'.repeat(100_000))).resolves.toBe(false);
  });
});
