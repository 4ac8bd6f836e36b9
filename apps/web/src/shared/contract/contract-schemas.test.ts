import { describe, expect, it } from 'vitest';
import { contractDocument, contractFormFields, contractSchema } from './contract-schemas.js';
import campaignSummaryContract from 'virtual:chaussee-contract-schemas/CampaignSummary';
import userPatchContract from 'virtual:chaussee-contract-schemas/UserPatch';
import userUpdateContract from 'virtual:chaussee-contract-schemas/UserUpdate';

describe('contract form fields', () => {
  it("keeps the contract's definition of the fields a form edits, and only them", () => {
    const schema = contractFormFields(userUpdateContract, ['email']);
    expect(schema.properties).toEqual({
      email: { type: 'string', format: 'email', maxLength: 254 },
    });
    expect(schema.required).toEqual(['email']);
    expect(schema.additionalProperties).toBe(false);
  });

  it('requires what the form asks for besides what the contract requires', () => {
    expect(contractFormFields(userPatchContract, ['firstName', 'lastName']).required).toEqual([]);
    expect(
      contractFormFields(userPatchContract, ['firstName', 'lastName'], ['firstName', 'lastName'])
        .required,
    ).toEqual(['firstName', 'lastName']);
  });

  it('refuses a field the contract does not have', () => {
    expect(() => contractFormFields(userPatchContract, ['email'])).toThrow(
      "No property email in the contract's UserPatch",
    );
  });
});

/** The names of the schemas a contract document holds. */
function schemaNamesOf(document: unknown): string[] {
  const field = (value: unknown, key: string): unknown =>
    typeof value === 'object' && value !== null ? Reflect.get(value, key) : undefined;
  const schemas = field(field(document, 'components'), 'schemas');
  return typeof schemas === 'object' && schemas !== null ? Object.keys(schemas).sort() : [];
}

describe('one schema of the contract, as a screen imports it', () => {
  it('comes with the schemas its $refs reach, and no other', () => {
    expect(contractSchema(campaignSummaryContract).type).toBe('object');
    const document = contractDocument(campaignSummaryContract);
    expect(schemaNamesOf(document)).toEqual(['CampaignStatus', 'CampaignSummary', 'CampaignType']);
    // Without the English documentation, which no form or grid shows.
    expect(document).toMatchObject({
      components: { schemas: { CampaignType: { type: 'string', title: 'CampaignType' } } },
    });
    expect(JSON.stringify(document)).not.toContain('"description"');
  });
});
