import { describe, expect, it } from 'vitest';
import campaignSummaryContract from 'virtual:chaussee-contract-schemas/CampaignSummary';

/** The names of the schemas a contract module holds. */
function schemaNamesOf(contractModule: unknown): string[] {
  const field = (value: unknown, key: string): unknown =>
    typeof value === 'object' && value !== null ? Reflect.get(value, key) : undefined;
  const schemas = field(field(contractModule, 'components'), 'schemas');
  return typeof schemas === 'object' && schemas !== null ? Object.keys(schemas).sort() : [];
}

describe('one schema of the contract, as a screen imports it', () => {
  it('comes with the schemas its $refs reach, and no other', () => {
    expect(campaignSummaryContract).toMatchObject({ name: 'CampaignSummary' });
    expect(schemaNamesOf(campaignSummaryContract)).toEqual([
      'CampaignStatus',
      'CampaignSummary',
      'CampaignType',
    ]);
    // Without the English documentation, which no form or grid shows.
    expect(campaignSummaryContract).toMatchObject({
      components: { schemas: { CampaignType: { type: 'string', title: 'CampaignType' } } },
    });
    expect(JSON.stringify(campaignSummaryContract)).not.toContain('"description"');
  });
});
