import { randomUUID } from 'node:crypto';
import type { ChausseeClient, components } from '@chaussee/sdk';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  layerPollutantAnalyses,
  layerPrestations,
  laboratoryOrders,
  prestations,
  providers,
  samples,
} from '../db/schema.js';
import { purgeBinAsIfExpired } from '../bin/testing/purge-bin.js';
import { present, problemOf } from '../users/testing/http-identity.js';
import { startCoresBed, type CoresBed } from './testing/cores-bed.js';

type LayerInput = components['schemas']['CoreLayerInput'];

describe('Core layers and interfaces over HTTP', () => {
  let t: CoresBed;
  let technician: ChausseeClient;
  let asphalt: string;
  let gravel: string;

  beforeAll(async () => {
    t = await startCoresBed();
    technician = await t.as('technician');
    asphalt = await t.materialCategory('Béton bitumineux');
    gravel = await t.materialCategory('Grave non traitée');
  });
  afterAll(() => t.close());

  async function newCore(campaignId?: string) {
    const id = campaignId ?? (await t.campaign(['technician'])).id;
    const { data } = await technician.POST('/cores', { body: { campaignId: id } });
    return present(data);
  }

  const layer = (fields: Partial<LayerInput> = {}): LayerInput => ({
    type: 'CA',
    materialCategoryId: asphalt,
    thickness: 40,
    condition: 'healthy_smooth',
    ...fields,
  });

  async function putLayers(coreId: string, layers: LayerInput[]) {
    const { data } = await technician.PUT('/cores/{id}/cores-layers', {
      params: { path: { id: coreId } },
      body: { layers },
    });
    return present(data);
  }

  async function putInterfaces(
    coreId: string,
    interfaces: components['schemas']['CoreInterfaceInput'][],
  ) {
    const { data } = await technician.PUT('/cores/{id}/cores-interfaces', {
      params: { path: { id: coreId } },
      body: { interfaces },
    });
    return present(data);
  }

  /** A laboratory order in `status`, holding a new sample of the layer. */
  async function orderSampleOf(layerId: string, status: 'New' | 'Sent') {
    const [provider] = await t.db
      .insert(providers)
      .values({ name: 'Laboratoire', isLaboratory: true })
      .returning();
    const campaignId = (await t.campaign([])).id;
    const [order] = await t.db
      .insert(laboratoryOrders)
      .values({ status, campaignId, providerId: present(provider).id })
      .returning();
    const [sample] = await t.db
      .insert(samples)
      .values({ layerId, kind: 'core', codes: ['BACC'], laboratoryOrderId: present(order).id })
      .returning();
    return {
      orderId: present(order).id,
      sampleId: present(sample).id,
      providerId: present(provider).id,
    };
  }

  describe('PUT /cores/{id}/cores-layers', () => {
    it('saves the list in order with depths, results entered by hand and samples', async () => {
      const core = await newCore();
      const saved = await putLayers(core.id, [
        layer({
          name: 'Couche de roulement',
          thickness: 40,
          pollutantAnalyses: [
            { kind: 'PAH_ref_be', valueMgKg: 620, analysedAt: '2026-03-02' },
            { kind: 'asbestos_ref_be', asbestosPresent: false },
          ],
          samples: [{ kind: 'core', codes: ['BACC', 'MACC'] }],
        }),
        layer({ type: 'CS', materialCategoryId: gravel, thickness: 250, condition: 'crushed' }),
        layer({ type: 'OTHER', otherMaterial: 'Laitier', thickness: 60, comment: 'humide' }),
      ]);
      expect(saved).toMatchObject({ coreId: core.id, totalThickness: 350 });
      expect(
        saved.layers.map((row) => [row.position, row.type, row.topDepth, row.bottomDepth]),
      ).toEqual([
        [1, 'CA', 0, 40],
        [2, 'CS', 40, 290],
        [3, 'OTHER', 290, 350],
      ]);
      const surface = present(saved.layers[0]);
      expect(surface).toMatchObject({
        name: 'Couche de roulement',
        materialCategory: { id: asphalt, name: 'Béton bitumineux' },
        samples: [
          {
            kind: 'core',
            codes: ['BACC', 'MACC'],
            status: 'new',
            laboratoryOrderId: null,
            results: [],
          },
        ],
      });
      // In the order of the PollutantKind enum: asbestos, PAH, TH, then their Ref. BE variants.
      expect(surface.pollutantAnalyses).toEqual([
        {
          kind: 'asbestos_ref_be',
          valueMgKg: null,
          asbestosPresent: false,
          analysedAt: null,
          laboratoryOrderId: null,
        },
        {
          kind: 'PAH_ref_be',
          valueMgKg: 620,
          asbestosPresent: null,
          analysedAt: '2026-03-02',
          laboratoryOrderId: null,
        },
      ]);
      const { data: read } = await technician.GET('/cores/{id}/cores-layers', {
        params: { path: { id: core.id } },
      });
      expect(read).toEqual(saved);
    });

    it('keeps layers by id, creates the others, deletes the ones left out and reorders', async () => {
      const core = await newCore();
      const first = await putLayers(core.id, [layer({ name: 'A' }), layer({ name: 'B' })]);
      const [a, b] = first.layers;
      const second = await putLayers(core.id, [
        layer({ id: present(b).id, name: 'B', thickness: 70 }),
        layer({ name: 'C' }),
      ]);
      expect(
        second.layers.map((row) => [row.id === present(b).id, row.name, row.position]),
      ).toEqual([
        [true, 'B', 1],
        [false, 'C', 2],
      ]);
      expect(second.layers.some((row) => row.id === present(a).id)).toBe(false);
      expect(
        await problemOf(
          technician.PUT('/cores/{id}/cores-layers', {
            params: { path: { id: core.id } },
            body: { layers: [layer({ id: present(a).id })] },
          }),
        ),
      ).toMatchObject({ status: 404, detail: 'No such layer in the core' });
    });

    it('keeps the laboratory results and, when left out, the results and samples of a kept layer', async () => {
      const core = await newCore();
      const saved = await putLayers(core.id, [
        layer({
          pollutantAnalyses: [{ kind: 'TH_ref_be', valueMgKg: 300 }],
          samples: [{ kind: 'under', codes: ['DECO'] }],
        }),
      ]);
      const layerId = present(saved.layers[0]).id;
      const { orderId } = await orderSampleOf(layerId, 'New');
      await t.db
        .insert(layerPollutantAnalyses)
        .values({ layerId, kind: 'PAH', valueMgKg: 1200, laboratoryOrderId: orderId });
      // Neither results nor samples sent: they stay as they are.
      const untouched = await putLayers(core.id, [layer({ id: layerId, thickness: 45 })]);
      expect(
        present(untouched.layers[0])
          .pollutantAnalyses.map((row) => row.kind)
          .sort(),
      ).toEqual(['PAH', 'TH_ref_be']);
      expect(present(untouched.layers[0]).samples).toHaveLength(2);
      // Results sent: the hand-entered ones are replaced; the laboratory's PAH stays, whatever is sent for it.
      const replaced = await putLayers(core.id, [
        layer({
          id: layerId,
          pollutantAnalyses: [
            { kind: 'PAH', valueMgKg: 1 },
            { kind: 'PAH_ref_be', valueMgKg: 900 },
          ],
        }),
      ]);
      expect(present(replaced.layers[0]).pollutantAnalyses).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ kind: 'PAH', valueMgKg: 1200, laboratoryOrderId: orderId }),
          expect.objectContaining({ kind: 'PAH_ref_be', valueMgKg: 900, laboratoryOrderId: null }),
        ]),
      );
      expect(present(replaced.layers[0]).pollutantAnalyses).toHaveLength(2);
    });

    it('refuses to drop a layer or a sample that a laboratory order holds (409)', async () => {
      const core = await newCore();
      const saved = await putLayers(core.id, [layer(), layer({ name: 'base' })]);
      const held = present(saved.layers[0]);
      const { sampleId } = await orderSampleOf(held.id, 'New');
      const conflict = {
        status: 409,
        detail: 'A layer or sample is already in a laboratory order',
      };
      expect(
        await problemOf(
          technician.PUT('/cores/{id}/cores-layers', {
            params: { path: { id: core.id } },
            body: { layers: [layer({ id: present(saved.layers[1]).id })] },
          }),
        ),
      ).toMatchObject(conflict);
      expect(
        await problemOf(
          technician.PUT('/cores/{id}/cores-layers', {
            params: { path: { id: core.id } },
            body: { layers: [layer({ id: held.id, samples: [] })] },
          }),
        ),
      ).toMatchObject(conflict);
      const kept = await putLayers(core.id, [
        layer({ id: held.id, samples: [{ id: sampleId, kind: 'core', codes: ['BACC'] }] }),
      ]);
      expect(present(kept.layers[0]).samples.map((sample) => sample.id)).toEqual([sampleId]);
    });

    it('refuses a save that would delete samples unless it says so (dropSamples)', async () => {
      const core = await newCore();
      const saved = await putLayers(core.id, [
        layer({ name: 'surface', samples: [{ kind: 'core', codes: ['BACC'] }] }),
        layer({ name: 'base', samples: [{ kind: 'under', codes: ['DECO'] }] }),
      ]);
      const [surface, base] = saved.layers.map((row) => present(row));
      const put = (layers: LayerInput[], dropSamples?: boolean) =>
        problemOf(
          technician.PUT('/cores/{id}/cores-layers', {
            params: { path: { id: core.id }, query: dropSamples ? { dropSamples } : {} },
            body: { layers },
          }),
        );
      // The surface sent again without its id (a client that lost it) would be recreated empty, and
      // the base's sample is left out of its list: both samples named, nothing written.
      const refused = await put([
        layer({ name: 'surface' }),
        layer({ id: present(base).id, name: 'base', samples: [] }),
      ]);
      expect(refused).toMatchObject({ status: 409, code: 'samples_would_be_dropped' });
      expect(refused.droppedSamples).toEqual([
        {
          layerId: present(surface).id,
          layerPosition: 1,
          layerType: 'CA',
          sampleId: present(present(surface).samples[0]).id,
          kind: 'core',
          codes: ['BACC'],
        },
        {
          layerId: present(base).id,
          layerPosition: 2,
          layerType: 'CA',
          sampleId: present(present(base).samples[0]).id,
          kind: 'under',
          codes: ['DECO'],
        },
      ]);
      const stored = await t.db.select({ id: samples.id }).from(samples);
      const storedIds = new Set(stored.map((row) => row.id));
      for (const sample of present(refused.droppedSamples)) {
        expect(storedIds.has(sample.sampleId)).toBe(true);
      }
      // Confirmed, the same save deletes them.
      const { data: dropped } = await technician.PUT('/cores/{id}/cores-layers', {
        params: { path: { id: core.id }, query: { dropSamples: true } },
        body: {
          layers: [layer({ name: 'surface' }), layer({ id: present(base).id, samples: [] })],
        },
      });
      expect(present(dropped).layers.flatMap((row) => row.samples)).toEqual([]);
    });

    it('answers the French messages of section 5 and the server rules as violations', async () => {
      const core = await newCore();
      const invalid = await problemOf(
        technician.PUT('/cores/{id}/cores-layers', {
          params: { path: { id: core.id } },
          body: {
            // @ts-expect-error a layer without material category nor condition, as a form may send it
            layers: [{ type: 'CA', thickness: 30 }],
          },
        }),
      );
      expect(invalid.violations).toEqual(
        expect.arrayContaining([
          {
            propertyPath: 'layers.0.materialCategoryId',
            code: 'materialCategoryRequired',
            message: 'Renseignez une catégorie de matériaux',
          },
          {
            propertyPath: 'layers.0.condition',
            code: 'layerStateRequired',
            message: "Indiquez l'état de la couche",
          },
        ]),
      );
      const mixed = await problemOf(
        technician.PUT('/cores/{id}/cores-layers', {
          params: { path: { id: core.id } },
          body: {
            layers: [
              layer({
                pollutantAnalyses: [
                  { kind: 'asbestos', valueMgKg: 3 },
                  { kind: 'TH_ref_be' },
                  { kind: 'TH_ref_be', valueMgKg: 2 },
                ],
              }),
            ],
          },
        }),
      );
      expect(mixed.violations).toEqual([
        {
          propertyPath: 'layers.0.pollutantAnalyses.0.asbestosPresent',
          code: 'required',
          message: 'Ce champ est requis',
        },
        {
          propertyPath: 'layers.0.pollutantAnalyses.0.valueMgKg',
          code: 'invalidValue',
          message: 'Valeur invalide',
        },
        {
          propertyPath: 'layers.0.pollutantAnalyses.1.valueMgKg',
          code: 'required',
          message: 'Ce champ est requis',
        },
        {
          propertyPath: 'layers.0.pollutantAnalyses.2.kind',
          code: 'uniqueItems',
          message: 'Cette liste contient des doublons',
        },
      ]);
      expect(
        await problemOf(
          technician.PUT('/cores/{id}/cores-layers', {
            params: { path: { id: core.id } },
            body: { layers: [layer({ materialCategoryId: core.id })] },
          }),
        ),
      ).toMatchObject({ status: 404, detail: 'No such material category' });
    });
  });

  describe('interfaces', () => {
    it('saves interfaces between consecutive layers and drops those a new layer list breaks', async () => {
      const core = await newCore();
      const saved = await putLayers(core.id, [
        layer({ name: 'A' }),
        layer({ name: 'B' }),
        layer({ name: 'C' }),
      ]);
      const [a, b, c] = saved.layers.map((row) => row.id);
      const interfaces = await putInterfaces(core.id, [
        { position: 1, bondState: 'bonded' },
        { position: 2, bondState: 'semi-bonded', comment: 'décollement partiel' },
      ]);
      expect(interfaces.interfaces).toMatchObject([
        { position: 1, upperLayerId: a, lowerLayerId: b, bondState: 'bonded', comment: null },
        { position: 2, upperLayerId: b, lowerLayerId: c, bondState: 'semi-bonded' },
      ]);
      // A removed: B-C still follow each other (now 1-2); nothing sits between nothing and B.
      await putLayers(core.id, [
        layer({ id: present(b), name: 'B' }),
        layer({ id: present(c), name: 'C' }),
      ]);
      const { data: after } = await technician.GET('/cores/{id}/cores-interfaces', {
        params: { path: { id: core.id } },
      });
      expect(present(after).interfaces).toMatchObject([
        { position: 1, upperLayerId: b, lowerLayerId: c, bondState: 'semi-bonded' },
      ]);
      // Swapped: B and C no longer follow in that order.
      await putLayers(core.id, [
        layer({ id: present(c), name: 'C' }),
        layer({ id: present(b), name: 'B' }),
      ]);
      const { data: swapped } = await technician.GET('/cores/{id}/cores-interfaces', {
        params: { path: { id: core.id } },
      });
      expect(present(swapped).interfaces).toEqual([]);
    });

    it('answers the interface state message and refuses positions outside the layers or twice', async () => {
      const core = await newCore();
      await putLayers(core.id, [layer(), layer()]);
      const missing = await problemOf(
        technician.PUT('/cores/{id}/cores-interfaces', {
          params: { path: { id: core.id } },
          // @ts-expect-error an interface without bond state
          body: { interfaces: [{ position: 1 }] },
        }),
      );
      expect(missing.violations).toEqual([
        {
          propertyPath: 'interfaces.0.bondState',
          code: 'interfaceStateRequired',
          message: "Indiquez l'état de l'interface",
        },
      ]);
      const outside = await problemOf(
        technician.PUT('/cores/{id}/cores-interfaces', {
          params: { path: { id: core.id } },
          body: {
            interfaces: [
              { position: 1, bondState: 'bonded' },
              { position: 1, bondState: 'unbonded' },
              { position: 2, bondState: 'bonded' },
            ],
          },
        }),
      );
      expect(outside.violations).toEqual([
        {
          propertyPath: 'interfaces.1.position',
          code: 'uniqueItems',
          message: 'Cette liste contient des doublons',
        },
        {
          propertyPath: 'interfaces.2.position',
          code: 'maximum',
          message: 'La valeur doit être inférieure ou égale à 1',
        },
      ]);
    });
  });

  describe('POST /actions/copy-layers-to-core', () => {
    it('copies layers and interfaces onto the targets, replacing theirs, without results', async () => {
      const campaign = await t.campaign(['technician']);
      const source = await newCore(campaign.id);
      const target = await newCore(campaign.id);
      const other = await newCore(campaign.id);
      await putLayers(source.id, [
        layer({ name: 'roulement', pollutantAnalyses: [{ kind: 'PAH_ref_be', valueMgKg: 10 }] }),
        layer({ name: 'base', type: 'CS', materialCategoryId: gravel, thickness: 200 }),
      ]);
      await putInterfaces(source.id, [{ position: 1, bondState: 'unbonded' }]);
      await putLayers(target.id, [layer({ name: 'ancienne' })]);
      const { data } = await technician.POST('/actions/copy-layers-to-core', {
        body: { coreToCopy: source.id, targetCores: [target.id, other.id] },
      });
      expect(present(data).coreToCopy).toBe(source.id);
      expect(present(data).cores.map((copy) => copy.coreId)).toEqual([target.id, other.id]);
      for (const copy of present(data).cores) {
        expect(copy.totalThickness).toBe(240);
        expect(copy.layers.map((row) => [row.name, row.type, row.pollutantAnalyses])).toEqual([
          ['roulement', 'CA', []],
          ['base', 'CS', []],
        ]);
      }
      const { data: interfaces } = await technician.GET('/cores/{id}/cores-interfaces', {
        params: { path: { id: other.id } },
      });
      const copiedLayers = present(present(data).cores[1]).layers;
      expect(present(interfaces).interfaces).toMatchObject([
        {
          position: 1,
          bondState: 'unbonded',
          upperLayerId: present(copiedLayers[0]).id,
          lowerLayerId: present(copiedLayers[1]).id,
        },
      ]);
    });

    it('refuses the source among the targets, a core of another campaign (400) and an ordered target (409)', async () => {
      const campaign = await t.campaign(['technician']);
      const source = await newCore(campaign.id);
      const target = await newCore(campaign.id);
      const elsewhere = await newCore();
      const refused = await problemOf(
        technician.POST('/actions/copy-layers-to-core', {
          body: {
            coreToCopy: source.id,
            targetCores: [source.id, elsewhere.id, target.id, target.id],
          },
        }),
      );
      expect(refused.violations).toEqual([
        { propertyPath: 'targetCores.0', code: 'invalidValue', message: 'Valeur invalide' },
        { propertyPath: 'targetCores.1', code: 'invalidValue', message: 'Valeur invalide' },
        {
          propertyPath: 'targetCores.3',
          code: 'uniqueItems',
          message: 'Cette liste contient des doublons',
        },
      ]);
      const saved = await putLayers(target.id, [layer()]);
      await orderSampleOf(present(saved.layers[0]).id, 'Sent');
      expect(
        await problemOf(
          technician.POST('/actions/copy-layers-to-core', {
            body: { coreToCopy: source.id, targetCores: [target.id] },
          }),
        ),
      ).toMatchObject({ status: 409 });
      expect(
        await problemOf(
          technician.POST('/actions/copy-layers-to-core', {
            body: { coreToCopy: source.id, targetCores: [randomUUID()] },
          }),
        ),
      ).toMatchObject({ status: 404 });
    });
  });

  describe('campaign lists', () => {
    it('lists the cores with their layers, interfaces and prestations when asked', async () => {
      const campaign = await t.campaign(['technician']);
      const core = await newCore(campaign.id);
      const saved = await putLayers(core.id, [layer(), layer({ otherMaterial: 'Laitier' })]);
      await putInterfaces(core.id, [{ position: 1, bondState: 'bonded' }]);
      const layerId = present(saved.layers[0]).id;
      const { sampleId, providerId, orderId } = await orderSampleOf(layerId, 'Sent');
      const [prestation] = await t.db
        .insert(prestations)
        .values({ providerId, name: 'HAP', code: 'BACC', pollutantKind: 'PAH', layerTypes: ['CA'] })
        .returning();
      await t.db.insert(layerPrestations).values({
        layerId,
        prestationId: present(prestation).id,
        sampleId,
        laboratoryOrderId: orderId,
        status: 'Sent',
      });
      const { data } = await technician.GET('/campaigns/{id}/cores', {
        params: { path: { id: campaign.id }, query: { coringResult: true, showPrestations: true } },
      });
      const listed = present(present(data).items[0]);
      expect(listed.layers?.map((row) => row.position)).toEqual([1, 2]);
      expect(listed.interfaces).toMatchObject([{ position: 1, bondState: 'bonded' }]);
      expect(listed.prestations).toMatchObject([
        {
          coreId: core.id,
          layerId,
          sampleId,
          laboratoryOrderId: orderId,
          status: 'Sent',
          prestation: { name: 'HAP', code: 'BACC', pollutantKind: 'PAH', layerTypes: ['CA'] },
        },
      ]);
      const { data: plain } = await technician.GET('/campaigns/{id}/cores', {
        params: { path: { id: campaign.id }, query: { coringResult: true } },
      });
      expect(present(plain).items[0]).not.toHaveProperty('prestations');
    });

    it('lists the hand-written materials of the campaign only, with their counts, by name', async () => {
      const campaign = await t.campaign(['technician']);
      const a = await newCore(campaign.id);
      const b = await newCore(campaign.id);
      await putLayers(a.id, [
        layer({ otherMaterial: 'Laitier' }),
        layer({ otherMaterial: 'Enrobé froid' }),
      ]);
      await putLayers(b.id, [layer({ otherMaterial: 'Laitier' }), layer()]);
      const elsewhere = await newCore();
      await putLayers(elsewhere.id, [layer({ otherMaterial: 'Argile' })]);
      const { data } = await technician.GET('/campaigns/{id}/other-materials', {
        params: { path: { id: campaign.id } },
      });
      expect(data).toEqual({
        total: 2,
        limit: 20,
        offset: 0,
        items: [
          { name: 'Enrobé froid', layersCount: 1 },
          { name: 'Laitier', layersCount: 2 },
        ],
      });
      const { data: second } = await technician.GET('/campaigns/{id}/other-materials', {
        params: { path: { id: campaign.id }, query: { limit: 1, offset: 1 } },
      });
      expect(present(second).items).toEqual([{ name: 'Laitier', layersCount: 2 }]);
    });
  });

  it('deletes a core with its layers and samples, but never one whose sample left in an order', async () => {
    const campaign = await t.campaign(['technician']);
    const kept = await newCore(campaign.id);
    const dropped = await newCore(campaign.id);
    await putLayers(kept.id, [layer()]);
    const saved = await putLayers(dropped.id, [
      layer({ samples: [{ kind: 'front', codes: ['FRAC'] }] }),
    ]);
    const droppedLayer = present(saved.layers[0]).id;
    await technician.DELETE('/cores/{id}', {
      params: { path: { id: dropped.id }, query: { force: true } },
    });
    // The core is in the bin (src/bin); its layers and samples go with the purge.
    await purgeBinAsIfExpired(t.bed.server, t.bed.clock.now);
    expect(await t.db.select().from(samples).where(eq(samples.layerId, droppedLayer))).toEqual([]);
    const { data } = await technician.GET('/cores/{id}/cores-layers', {
      params: { path: { id: kept.id } },
    });
    expect(present(data).layers).toHaveLength(1);
    await orderSampleOf(present(present(data).layers[0]).id, 'Sent');
    expect(
      await problemOf(
        technician.DELETE('/cores/{id}', {
          params: { path: { id: kept.id }, query: { force: true } },
        }),
      ),
    ).toMatchObject({
      status: 409,
      detail: 'The core has samples in a laboratory order that was sent',
    });
  });
});
