import { describe, expect, it } from 'vitest';
import { newPasswordProblem } from './new-password.js';

describe('new password checks', () => {
  it('applies the password rule of spec section 5 before sending', () => {
    expect(newPasswordProblem('short', 'short')).toBe(
      'Min. 8 caractères avec au moins une lettre majuscule, un chiffre et un caractère spécial.',
    );
  });

  it('asks for the same password twice', () => {
    expect(newPasswordProblem('Chaussee2026!', 'Chaussee2026?')).toBe(
      'Les deux mots de passe ne sont pas identiques.',
    );
  });

  it('lets a valid, confirmed password through', () => {
    expect(newPasswordProblem('Chaussee2026!', 'Chaussee2026!')).toBeNull();
  });
});
