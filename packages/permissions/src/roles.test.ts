import { describe, expect, it } from 'vitest';
import { isRole } from './roles.js';

describe('isRole', () => {
  it('accepts a role of the specification', () => {
    expect(isRole('ROLE_CUSTOMER_MAIN')).toBe(true);
  });

  it('refuses a string that is not a role', () => {
    expect(isRole('ROLE_ROOT')).toBe(false);
    expect(isRole('CUSTOMER_MAIN')).toBe(false);
  });
});
