import { describe, expect, it } from 'vitest';
import {
  coreWasteRoute,
  layerPollutantResults,
  wasteRouteOf,
  wasteRouteThresholds,
} from './waste-routes.js';

const clean = { asbestosPresent: false, pah: 10, th: 100 };

describe('wasteRouteOf', () => {
  it('sends a layer with asbestos to hazardous waste with asbestos, whatever its contents', () => {
    expect(wasteRouteOf({ asbestosPresent: true, pah: null, th: null })).toBe('hazardous_asbestos');
    expect(wasteRouteOf({ asbestosPresent: true, pah: 5, th: 10 })).toBe('hazardous_asbestos');
  });

  it('classes PAH from 1000 mg/kg hazardous, from 500 non-hazardous storage, from 50 reuse under conditions', () => {
    expect(wasteRouteOf({ ...clean, pah: 1000 })).toBe('hazardous');
    expect(wasteRouteOf({ ...clean, pah: 999.9 })).toBe('non_hazardous');
    expect(wasteRouteOf({ ...clean, pah: 500 })).toBe('non_hazardous');
    expect(wasteRouteOf({ ...clean, pah: 499.9 })).toBe('conditional_reuse');
    expect(wasteRouteOf({ ...clean, pah: 50 })).toBe('conditional_reuse');
    expect(wasteRouteOf({ ...clean, pah: 49.9 })).toBe('free_reuse');
  });

  it('makes a layer with TH from 500 mg/kg not inert, below the PAH routes above it', () => {
    expect(wasteRouteOf({ ...clean, th: 500 })).toBe('not_inert');
    expect(wasteRouteOf({ ...clean, pah: 100, th: 500 })).toBe('not_inert');
    expect(wasteRouteOf({ ...clean, pah: 600, th: 800 })).toBe('non_hazardous');
    expect(wasteRouteOf({ ...clean, th: 499.9 })).toBe('free_reuse');
  });

  it('answers unknown when an analysis that could change the route is missing', () => {
    expect(wasteRouteOf({ asbestosPresent: null, pah: null, th: null })).toBe('unknown');
    expect(wasteRouteOf({ asbestosPresent: null, pah: 10, th: 10 })).toBe('unknown');
    expect(wasteRouteOf({ asbestosPresent: false, pah: null, th: 10 })).toBe('unknown');
    expect(wasteRouteOf({ asbestosPresent: false, pah: 100, th: null })).toBe('unknown');
    // Nothing missing can make PAH ≥ 500 less constraining, and TH ranks below it.
    expect(wasteRouteOf({ asbestosPresent: false, pah: 700, th: null })).toBe('non_hazardous');
  });

  it('uses the thresholds of the pollutant classes', () => {
    expect(wasteRouteThresholds).toEqual({
      pahHazardous: 1000,
      pahNonHazardous: 500,
      pahConditional: 50,
      thNotInert: 500,
    });
  });
});

describe('layerPollutantResults', () => {
  it('takes the laboratory result, and the Ref. BE value where the laboratory gave none', () => {
    expect(
      layerPollutantResults([
        { kind: 'PAH', valueMgKg: 30, asbestosPresent: null },
        { kind: 'PAH_ref_be', valueMgKg: 900, asbestosPresent: null },
        { kind: 'TH_ref_be', valueMgKg: 120, asbestosPresent: null },
        { kind: 'asbestos_ref_be', valueMgKg: null, asbestosPresent: false },
      ]),
    ).toEqual({ asbestosPresent: false, pah: 30, th: 120 });
    expect(layerPollutantResults([])).toEqual({ asbestosPresent: null, pah: null, th: null });
  });
});

describe('coreWasteRoute', () => {
  const none = { asbestosPresent: null, pah: null, th: null };

  it('takes the most constraining route of the analysed layers and leaves unanalysed layers out', () => {
    expect(coreWasteRoute([clean, { ...clean, pah: 200 }, none])).toBe('conditional_reuse');
    expect(
      coreWasteRoute([
        { ...clean, pah: 1200 },
        { ...clean, asbestosPresent: true },
      ]),
    ).toBe('hazardous_asbestos');
  });

  it('is unknown without analysed layer, or when a partly analysed layer could be worse', () => {
    expect(coreWasteRoute([])).toBe('unknown');
    expect(coreWasteRoute([none, none])).toBe('unknown');
    expect(
      coreWasteRoute([
        { ...clean, pah: 1200 },
        { ...clean, asbestosPresent: null },
      ]),
    ).toBe('unknown');
  });
});
