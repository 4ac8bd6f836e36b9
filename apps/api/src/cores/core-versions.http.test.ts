import type { ChausseeClient } from '@chaussee/sdk';
import { afterAll, beforeAll, describe } from 'vitest';
import { itHonoursIfMatch } from '../testing/versioned-resource.js';
import { present } from '../users/testing/http-identity.js';
import { startCoresBed, type CoresBed } from './testing/cores-bed.js';

/**
 * No lost update on a core (issue 27): the core itself (PUT and PATCH), its layers and its
 * interfaces, which share the core's version (a layer save is a write of the core).
 */
describe('Core versions: ETag and If-Match', () => {
  let t: CoresBed;
  let technician: ChausseeClient;
  let asphalt: string;
  let roadId: string;

  beforeAll(async () => {
    t = await startCoresBed();
    technician = await t.as('technician');
    asphalt = await t.materialCategory('Béton bitumineux');
  });
  afterAll(() => t.close());

  const cores = new Map<string, string>();
  /** One core per describe block, made on first use. */
  async function coreFor(key: string): Promise<string> {
    const known = cores.get(key);
    if (known !== undefined) return known;
    const campaign = await t.campaign(['technician']);
    roadId = await t.road(campaign.workspaceId, 'RD 12');
    const { data } = await technician.POST('/cores', { body: { campaignId: campaign.id } });
    const id = present(data).id;
    if (key === 'interfaces') {
      // Two layers, for an interface between them.
      const layer = {
        materialCategoryId: asphalt,
        thickness: 40,
        condition: 'healthy_smooth',
      } as const;
      await technician.PUT('/cores/{id}/cores-layers', {
        params: { path: { id } },
        body: { layers: [{ ...layer, type: 'CA' } as const, { ...layer, type: 'CS' } as const] },
      });
    }
    cores.set(key, id);
    return id;
  }

  const read = (id: string) => technician.GET('/cores/{id}', { params: { path: { id } } });
  const noteOf = async (id: string) => present((await read(id)).data).note;

  describe('PATCH /cores/{id}', () => {
    itHonoursIfMatch(() => ({
      read: async () => read(await coreFor('patch')),
      write: async (value, headers) =>
        technician.PATCH('/cores/{id}', {
          params: { path: { id: await coreFor('patch') } },
          body: { note: value },
          headers,
        }),
      valueOf: async () => noteOf(await coreFor('patch')),
    }));
  });

  describe('PUT /cores/{id}', () => {
    itHonoursIfMatch(() => ({
      read: async () => read(await coreFor('put')),
      write: async (value, headers) =>
        technician.PUT('/cores/{id}', {
          params: { path: { id: await coreFor('put') } },
          body: { roadId, diameter: 100, note: value },
          headers,
        }),
      valueOf: async () => noteOf(await coreFor('put')),
    }));
  });

  describe('PUT /cores/{id}/cores-layers (the core version)', () => {
    const layersOf = async () =>
      technician.GET('/cores/{id}/cores-layers', {
        params: { path: { id: await coreFor('layers') } },
      });
    itHonoursIfMatch(() => ({
      read: layersOf,
      write: async (value, headers) =>
        technician.PUT('/cores/{id}/cores-layers', {
          params: { path: { id: await coreFor('layers') } },
          body: {
            layers: [
              {
                type: 'CA',
                materialCategoryId: asphalt,
                thickness: 40,
                condition: 'healthy_smooth',
                comment: value,
              },
            ],
          },
          headers,
        }),
      valueOf: async () => present((await layersOf()).data).layers[0]?.comment,
    }));
  });

  describe('PUT /cores/{id}/cores-interfaces (the core version)', () => {
    const interfacesOf = async () =>
      technician.GET('/cores/{id}/cores-interfaces', {
        params: { path: { id: await coreFor('interfaces') } },
      });
    itHonoursIfMatch(() => ({
      read: interfacesOf,
      write: async (value, headers) =>
        technician.PUT('/cores/{id}/cores-interfaces', {
          params: { path: { id: await coreFor('interfaces') } },
          body: { interfaces: [{ position: 1, bondState: 'bonded', comment: value }] },
          headers,
        }),
      valueOf: async () => present((await interfacesOf()).data).interfaces[0]?.comment,
    }));
  });
});
