import { describe, expect, it } from 'vitest';
import { newPictureKey } from '../core-pictures/picture-key.js';
import {
  assertCampaignDocumentKeys,
  isCampaignDocumentKeyOf,
  newCampaignDocumentKey,
} from './campaign-document-key.js';
import { newStorageKey } from './storage-key.js';

const CAMPAIGN = '3c9e1b2a-5d4f-4e6a-8b7c-9d0e1f2a3b4c';
const OTHER_CAMPAIGN = '8e7d6c5b-4a39-4281-9706-f5e4d3c2b1a0';

describe('keys of campaign documents sent back by a client (s3Path, documentPaths)', () => {
  it('makes a random key in the campaign folder, with the extension', () => {
    const key = newCampaignDocumentKey(CAMPAIGN, 'pdf');
    expect(key).toMatch(new RegExp(`^campaigns/${CAMPAIGN}/documents/[0-9a-f-]{36}\\.pdf$`, 'u'));
    expect(newCampaignDocumentKey(CAMPAIGN, 'pdf')).not.toBe(key);
  });

  it('recognises the keys made for this campaign only', () => {
    expect(isCampaignDocumentKeyOf(CAMPAIGN, newCampaignDocumentKey(CAMPAIGN, 'xlsx'))).toBe(true);
    expect(isCampaignDocumentKeyOf(CAMPAIGN, newCampaignDocumentKey(OTHER_CAMPAIGN, 'xlsx'))).toBe(
      false,
    );
  });

  it('refuses other folders, made-up names and traversal', () => {
    const key = newCampaignDocumentKey(CAMPAIGN, 'pdf');
    for (const path of [
      newPictureKey(CAMPAIGN, 'jpg'),
      newStorageKey(`avatars/${CAMPAIGN}/`, 'png'),
      `campaigns/${CAMPAIGN}/documents/rapport.pdf`,
      `campaigns/${CAMPAIGN}/documents/../../${OTHER_CAMPAIGN}/documents/x.pdf`,
      `campaigns/${CAMPAIGN}/documents/sub/${key.split('/').at(-1) ?? ''}`,
      `/${key}`,
      `${key}/`,
      key.toUpperCase(),
      `${key}.exe.pdf`,
    ]) {
      expect(isCampaignDocumentKeyOf(CAMPAIGN, path), path).toBe(false);
    }
  });

  it('refuses every key that is not a known file of the campaign, each under its field, in French', async () => {
    const stored = newCampaignDocumentKey(CAMPAIGN, 'pdf');
    const gone = newCampaignDocumentKey(CAMPAIGN, 'pdf');
    const foreign = newCampaignDocumentKey(OTHER_CAMPAIGN, 'pdf');
    const isKnown = (key: string) => Promise.resolve(key === stored || key === foreign);
    await expect(
      assertCampaignDocumentKeys(CAMPAIGN, [{ propertyPath: 's3Path', key: stored }], isKnown),
    ).resolves.toBeUndefined();
    await expect(
      assertCampaignDocumentKeys(
        CAMPAIGN,
        [
          { propertyPath: 'documentPaths.0', key: stored },
          { propertyPath: 'documentPaths.1', key: gone },
          { propertyPath: 'documentPaths.2', key: foreign },
        ],
        isKnown,
      ),
    ).rejects.toMatchObject({
      status: 400,
      code: 'validation_failed',
      violations: [
        {
          propertyPath: 'documentPaths.1',
          code: 'fileNotInCampaign',
          message: "Ce fichier n'a pas été déposé dans cette campagne",
        },
        {
          propertyPath: 'documentPaths.2',
          code: 'fileNotInCampaign',
          message: "Ce fichier n'a pas été déposé dans cette campagne",
        },
      ],
    });
  });
});
