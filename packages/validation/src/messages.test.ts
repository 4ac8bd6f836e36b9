import { describe, expect, it } from 'vitest';
import { validationMessages } from './messages.js';

describe('validationMessages', () => {
  it('says a field is required in French', () => {
    expect(validationMessages.required).toBe('Ce champ est requis');
  });

  it('names the maximum length', () => {
    expect(validationMessages.maxLength(255)).toBe('255 caractères max');
  });
});
