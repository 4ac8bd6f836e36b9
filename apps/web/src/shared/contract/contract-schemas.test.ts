import { describe, expect, it } from 'vitest';
import { contractFormFields } from './contract-schemas.js';

describe('contract form fields', () => {
  it("keeps the contract's definition of the fields a form edits, and only them", () => {
    const schema = contractFormFields('UserUpdate', ['email']);
    expect(schema.properties).toEqual({
      email: { type: 'string', format: 'email', maxLength: 254 },
    });
    expect(schema.required).toEqual(['email']);
    expect(schema.additionalProperties).toBe(false);
  });

  it('requires what the form asks for besides what the contract requires', () => {
    expect(contractFormFields('UserPatch', ['firstName', 'lastName']).required).toEqual([]);
    expect(
      contractFormFields('UserPatch', ['firstName', 'lastName'], ['firstName', 'lastName'])
        .required,
    ).toEqual(['firstName', 'lastName']);
  });

  it('refuses a field the contract does not have', () => {
    expect(() => contractFormFields('UserPatch', ['email'])).toThrow(
      "No property email in the contract's UserPatch",
    );
  });
});
