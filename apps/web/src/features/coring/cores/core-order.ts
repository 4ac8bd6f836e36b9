import type { Core, CoreCreate } from '@chaussee/sdk/react';
import { sortCoresBy } from '@chaussee/validation';

/** The campaign's cores in the order of spec section 4, the API's own (packages/validation). */
export function sortCores(cores: readonly Core[]): Core[] {
  return sortCoresBy(cores, (core) => ({
    id: core.id,
    prefixName: core.displayNamePrefix?.name ?? null,
    displayName: core.displayName,
  }));
}

/** The number the server gives the next core: the highest number plus one (spec section 4). */
export function nextCoreNumber(cores: readonly Pick<Core, 'number'>[]): number {
  return cores.reduce((highest, core) => Math.max(highest, core.number), 0) + 1;
}

/** The display name a core gets when it has no name of its own: its prefix and its number. */
function defaultDisplayName(prefix: Core['displayNamePrefix'], number: number): string {
  return `${prefix?.name ?? ''}${number}`;
}

/**
 * The cores after one is deleted, as the server leaves them: the numbers after it go down by one
 * (spec section 4). A core showing its default name (prefix and number) shows the new number.
 */
export function withoutCore(cores: readonly Core[], deletedId: string): Core[] {
  const deleted = cores.find((core) => core.id === deletedId);
  if (deleted === undefined) return [...cores];
  return cores
    .filter((core) => core.id !== deletedId)
    .map((core) => {
      if (core.number < deleted.number) return core;
      const number = core.number - 1;
      const hasDefaultName =
        core.displayName === defaultDisplayName(core.displayNamePrefix, core.number);
      return {
        ...core,
        number,
        displayName: hasDefaultName
          ? defaultDisplayName(core.displayNamePrefix, number)
          : core.displayName,
      };
    });
}

/** The fields a new core takes from the last core that has a road (spec section 4). */
export type InheritedCoreFields = Pick<
  CoreCreate,
  | 'roadId'
  | 'cityId'
  | 'direction'
  | 'lane'
  | 'lateralPosition'
  | 'structureType'
  | 'isFullStructure'
  | 'diameter'
>;

/** The last core (highest number) that has a road: the one a new core inherits from (spec section 4). */
export function lastCoreWithRoad(cores: readonly Core[]): Core | undefined {
  return cores
    .filter((core) => core.roadId !== null)
    .reduce<Core | undefined>(
      (last, core) => (last === undefined || core.number > last.number ? core : last),
      undefined,
    );
}

/**
 * What the form of a new core is pre-filled with: road, city, direction, lane, lateral position,
 * structure type, full structure and diameter of the last core (highest number) that has a road;
 * nothing when no core has one.
 */
export function inheritedCoreFields(cores: readonly Core[]): InheritedCoreFields {
  const source = lastCoreWithRoad(cores);
  if (source === undefined) return {};
  return {
    roadId: source.roadId,
    cityId: source.city?.id ?? null,
    direction: source.direction,
    lane: source.lane,
    lateralPosition: source.lateralPosition,
    structureType: source.structureType,
    isFullStructure: source.isFullStructure,
    diameter: source.diameter,
  };
}
