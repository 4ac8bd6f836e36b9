import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTestCampaign } from '../testing/test-campaign.js';
import { problemOf } from '../users/testing/http-identity.js';
import {
  DEMO,
  FIXTURE_ACTOR,
  outcomeOf,
  startPictureBed,
  type PictureBed,
} from './testing/picture-bed.js';
import { insertTestCore, pngOf } from './testing/picture-fixtures.js';

/** The campaign's members: every demo account but the admins (who see all) and `technicien`. */
const MEMBERS = [
  'bureau-admin',
  'chef-agence',
  'collaborateur',
  'commercial',
  'ingenieur',
  'charge-affaires',
  'client-superviseur',
  'client-principal',
  'client-utilisateur',
  'lecteur',
  'statistiques',
];

type Caller =
  { account: string } | { guestOf: 'this campaign' | 'another campaign' } | { anonymous: true };

/*
 * Who may do what with the pictures of a coring campaign's cores. Writes need a staff job or an
 * admin role (the right to start coring); customers, READ_ONLY and a plain ROLE_USER read; a
 * non-member (admins aside) gets nothing, and neither does a guest (its share link shows the
 * dashboard and map only: access/guest-operations.ts refuses it before the membership check).
 */
// prettier-ignore
const TABLE: [string, Caller, string[]][] = [
  //                                                          upload             create             get                put                patch              delete             download           check
  ['super-admin (not a member)',  { account: 'super-admin' },        ['201',             '201',             '200',             '200',             '200',             '204',             '200',             '200']],
  ['admin (not a member)',        { account: 'admin' },              ['201',             '201',             '200',             '200',             '200',             '204',             '200',             '200']],
  ['bureau-admin (engineer)',     { account: 'bureau-admin' },       ['201',             '201',             '200',             '200',             '200',             '204',             '200',             '200']],
  ['chef-agence (study manager)', { account: 'chef-agence' },        ['201',             '201',             '200',             '200',             '200',             '204',             '200',             '200']],
  ['collaborateur (technician)',  { account: 'collaborateur' },      ['201',             '201',             '200',             '200',             '200',             '204',             '200',             '200']],
  ['commercial',                  { account: 'commercial' },         ['201',             '201',             '200',             '200',             '200',             '204',             '200',             '200']],
  ['ingenieur',                   { account: 'ingenieur' },          ['201',             '201',             '200',             '200',             '200',             '204',             '200',             '200']],
  ['charge-affaires',             { account: 'charge-affaires' },    ['201',             '201',             '200',             '200',             '200',             '204',             '200',             '200']],
  ['client-superviseur',          { account: 'client-superviseur' }, ['403 forbidden',   '403 forbidden',   '200',             '403 forbidden',   '403 forbidden',   '403 forbidden',   '200',             '200']],
  ['client-principal',            { account: 'client-principal' },   ['403 forbidden',   '403 forbidden',   '200',             '403 forbidden',   '403 forbidden',   '403 forbidden',   '200',             '200']],
  ['client-utilisateur',          { account: 'client-utilisateur' }, ['403 forbidden',   '403 forbidden',   '200',             '403 forbidden',   '403 forbidden',   '403 forbidden',   '200',             '200']],
  ['lecteur (READ_ONLY)',         { account: 'lecteur' },            ['403 forbidden',   '403 forbidden',   '200',             '403 forbidden',   '403 forbidden',   '403 forbidden',   '200',             '200']],
  ['statistiques (no job)',       { account: 'statistiques' },       ['403 forbidden',   '403 forbidden',   '200',             '403 forbidden',   '403 forbidden',   '403 forbidden',   '200',             '200']],
  ['technicien (not a member)',   { account: 'technicien' },         ['403 not_member',  '403 not_member',  '403 not_member',  '403 not_member',  '403 not_member',  '403 not_member',  '403 not_member',  '403 not_member']],
  ['guest of the campaign',       { guestOf: 'this campaign' },      ['403 forbidden',   '403 forbidden',   '403 forbidden',   '403 forbidden',   '403 forbidden',   '403 forbidden',   '403 forbidden',   '403 forbidden']],
  ['guest of another campaign',   { guestOf: 'another campaign' },   ['403 forbidden',   '403 forbidden',   '403 forbidden',   '403 forbidden',   '403 forbidden',   '403 forbidden',   '403 forbidden',   '403 forbidden']],
  ['anonymous',                   { anonymous: true },               ['401 unauthenticated', '401 unauthenticated', '401 unauthenticated', '401 unauthenticated', '401 unauthenticated', '401 unauthenticated', '401 unauthenticated', '401 unauthenticated']],
];

describe('Core pictures: who may do what', () => {
  let bed: PictureBed;
  let campaignId: string;
  let otherCampaignId: string;
  let png: Buffer;
  let coreNumber = 0;
  beforeAll(async () => {
    bed = await startPictureBed();
    const db = bed.server.database.db;
    const memberIds = await Promise.all(MEMBERS.map((account) => bed.idOf(`${account}${DEMO}`)));
    campaignId = (await insertTestCampaign(db, { type: 'coring', memberIds })).id;
    otherCampaignId = (await insertTestCampaign(db, { type: 'coring', memberIds })).id;
    png = await pngOf(30, 20);
  });
  afterAll(() => bed.server.close());

  async function tokenFor(caller: Caller): Promise<string | undefined> {
    if ('account' in caller) return bed.tokenOf(caller.account);
    if ('guestOf' in caller) {
      return bed.guestTokenOn(caller.guestOf === 'this campaign' ? campaignId : otherCampaignId);
    }
    return undefined;
  }

  it.each(TABLE)('%s', async (_name, caller, expected) => {
    const token = await tokenFor(caller);
    const client = token === undefined ? bed.server.client : bed.server.clientAs(token);
    const coreId = await insertTestCore(bed.server.database.db, campaignId, ++coreNumber);
    const picture = await bed.fixturePicture(coreId, png);
    const doomed = await bed.fixturePicture(coreId, png);
    const { path } = await bed.pictures.upload(FIXTURE_ACTOR, coreId, png);
    const id = { params: { path: { id: picture.id } } };
    const outcomes = [
      await outcomeOf(bed.upload(token, coreId, png)),
      await outcomeOf(client.POST('/core-pictures', { body: { coreId, path } })),
      await outcomeOf(client.GET('/core-pictures/{id}', id)),
      await outcomeOf(
        client.PUT('/core-pictures/{id}', { ...id, body: { path: picture.path, position: 2 } }),
      ),
      await outcomeOf(client.PATCH('/core-pictures/{id}', { ...id, body: { title: 'Dessus' } })),
      await outcomeOf(
        client.DELETE('/core-pictures/{id}', { params: { path: { id: doomed.id } } }),
      ),
      await outcomeOf(
        client.GET('/core-pictures/{id}/download', {
          params: { path: { id: picture.id }, query: { original: true } },
          parseAs: 'arrayBuffer',
        }),
      ),
      await outcomeOf(
        client.GET('/cores/{id}/core-pictures/check', { params: { path: { id: coreId } } }),
      ),
    ];
    expect(outcomes).toEqual(expected);
  });

  it('a refused caller changes nothing, and a non-member is told « Only members can view campaign »', async () => {
    const coreId = await insertTestCore(bed.server.database.db, campaignId, ++coreNumber);
    const picture = await bed.fixturePicture(coreId, png);
    const customer = bed.server.clientAs(await bed.tokenOf('client-principal'));
    const id = { params: { path: { id: picture.id } } };
    await problemOf(customer.PATCH('/core-pictures/{id}', { ...id, body: { title: 'Non' } }));
    await problemOf(customer.DELETE('/core-pictures/{id}', id));
    const { data } = await customer.GET('/core-pictures/{id}', id);
    expect(data).toEqual(picture);
    expect(await bed.store.get(picture.path)).toBeDefined();

    const outsider = bed.server.clientAs(await bed.tokenOf('technicien'));
    expect(await problemOf(outsider.GET('/core-pictures/{id}', id))).toMatchObject({
      status: 403,
      code: 'not_member',
      detail: 'Only members can view campaign',
    });
  });
});
