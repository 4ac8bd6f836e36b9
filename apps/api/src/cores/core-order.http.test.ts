import type { ChausseeClient, components } from '@chaussee/sdk';
import { sortCoresBy } from '@chaussee/validation';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cores } from '../db/schema.js';
import { present } from '../users/testing/http-identity.js';
import { startCoresBed, type CoresBed } from './testing/cores-bed.js';

type Core = components['schemas']['Core'];

/**
 * Names where a plain text order, a case-sensitive one or a digit-by-digit one would differ from
 * the natural French order of `compareCores` (packages/validation): numbers of several digits,
 * leading zeros, case, accents and ligatures, signs and spaces, long numbers, other scripts.
 */
const TRICKY_NAMES = [
  'CA-10',
  'CA-2',
  'CA-02',
  'CA-2 bis',
  'CA-2b',
  'ca-3',
  'Ça-4',
  'CA-1',
  'É1',
  'e2',
  'E10',
  'œuf',
  'oeuf',
  'Z',
  'a',
  'A',
  '10',
  '9',
  '009',
  'x y',
  'x-y',
  'x_y',
  '1,5',
  '1.5',
  '-1',
  '123456789012345678901234567890',
  '123456789012345678901234567891',
  'Ω 1',
  'Route 🚧 2',
];

/** The API's order read page by page (small pages, so that offsets matter) and the total. */
async function readAllPages(client: ChausseeClient, campaignId: string, limit = 7) {
  const items: Core[] = [];
  let total = Number.POSITIVE_INFINITY;
  for (let offset = 0; offset < total; offset += limit) {
    const { data } = await client.GET('/campaigns/{id}/cores', {
      params: { path: { id: campaignId }, query: { limit, offset } },
    });
    const page = present(data);
    total = page.total;
    items.push(...page.items);
  }
  return { items, total };
}

const keyOf = (core: Core) => ({
  id: core.id,
  prefixName: core.displayNamePrefix?.name ?? null,
  displayName: core.displayName,
});

describe('the campaign core order kept by rank', () => {
  let t: CoresBed;
  let technician: ChausseeClient;

  beforeAll(async () => {
    t = await startCoresBed();
    technician = await t.as('technician');
  });
  afterAll(() => t.close());

  /** The pages agree with sortCoresBy/compareCores of packages/validation, the web's order. */
  async function expectNaturalOrder(campaignId: string, count: number) {
    const { items, total } = await readAllPages(technician, campaignId);
    expect(total).toBe(count);
    expect(items).toHaveLength(count);
    expect(items.map((core) => core.id)).toEqual(sortCoresBy(items, keyOf).map((core) => core.id));
    const ranks = await t.db
      .select({ id: cores.id, rank: cores.sortRank })
      .from(cores)
      .where(eq(cores.campaignId, campaignId))
      .orderBy(asc(cores.sortRank));
    expect(ranks.map((row) => row.rank)).toEqual(items.map((_core, index) => index));
    return items;
  }

  async function addCore(campaignId: string, fields: Record<string, unknown> = {}) {
    const { data, response } = await technician.POST('/cores', {
      body: { campaignId, ...fields },
    });
    expect(response.status).toBe(201);
    return present(data);
  }

  it('pages in natural order on tricky names after additions, renames, prefix changes and deletions', async () => {
    const campaign = await t.campaign(['technician', 'officeAdmin']);
    const ca = await t.prefix(campaign.id, 'CA-');
    const cb = await t.prefix(campaign.id, 'cb-');
    const ca10 = await t.prefix(campaign.id, 'CA-10');
    const prefixes = [null, ca, cb, ca10];
    // Added in an order unlike the natural one; every fourth name automatic (prefix + number).
    const added: Core[] = [];
    for (const [index, name] of TRICKY_NAMES.entries()) {
      added.push(
        await addCore(campaign.id, {
          displayNamePrefixId: prefixes[index % prefixes.length],
          displayName: index % 4 === 3 ? null : name,
        }),
      );
    }
    await expectNaturalOrder(campaign.id, added.length);

    // Renamed: to the first place, to the last, to where it is, and from a name to another prefix.
    const renames: [number, Record<string, unknown>][] = [
      [20, { displayName: '0' }],
      [1, { displayName: 'zzz' }],
      [5, { displayName: TRICKY_NAMES[5] }],
      [8, { displayNamePrefixId: ca10 }],
      [12, { displayNamePrefixId: null, displayName: 'CA-11' }],
    ];
    for (const [index, body] of renames) {
      const { response } = await technician.PATCH('/cores/{id}', {
        params: { path: { id: added[index]?.id ?? '' } },
        body,
      });
      expect(response.status).toBe(200);
    }
    await expectNaturalOrder(campaign.id, added.length);

    // Deleting an early core renumbers the later ones and renames the automatic names among them.
    const { response: deleted } = await technician.DELETE('/cores/{id}', {
      params: { path: { id: added[2]?.id ?? '' }, query: { force: true } },
    });
    expect(deleted.status).toBe(204);
    await expectNaturalOrder(campaign.id, added.length - 1);

    // A deleted prefix leaves its cores without prefix: they come first.
    const officeAdmin = await t.as('officeAdmin');
    const { response: prefixGone } = await officeAdmin.DELETE('/display-name-prefixes/{id}', {
      params: { path: { id: ca } },
    });
    expect(prefixGone.status).toBe(204);
    await expectNaturalOrder(campaign.id, added.length - 1);

    // Added again after all that: placed among the others, not merely last.
    await addCore(campaign.id, { displayName: 'CA-2a' });
    await addCore(campaign.id, { displayNamePrefixId: cb });
    await expectNaturalOrder(campaign.id, added.length + 1);
  });

  it('ranks at start the cores written before ranks existed', async () => {
    const campaign = await t.campaign(['technician']);
    for (const name of ['CA-10', 'CA-9', 'B', 'a'])
      await addCore(campaign.id, { displayName: name });
    // As the migration that added the column leaves them.
    await t.db.update(cores).set({ sortRank: null }).where(eq(cores.campaignId, campaign.id));

    await t.bed.server.database.migrate();

    const items = await expectNaturalOrder(campaign.id, 4);
    expect(items.map((core) => core.displayName)).toEqual(['a', 'B', 'CA-9', 'CA-10']);
  });
});
