import { afterAll, beforeAll } from 'vitest';
import type { Scope } from './fixture-scope.js';
import { startFixtureWorld, type FixtureWorld } from './fixture-world.js';
import { sharedScope } from './shared-scope.js';

/** A test file's fixture world and the scope of its demo data, once they are started. */
export interface FixtureWorldInUse {
  readonly world: FixtureWorld;
  readonly shared: Scope;
}

/**
 * Starts the fixture world before the file's tests (the demo data: up to minutes on a loaded
 * machine) and closes it after them. Read `world` and `shared` inside the tests only.
 */
export function useFixtureWorld(): FixtureWorldInUse {
  let started: FixtureWorldInUse | undefined;
  beforeAll(async () => {
    const world = await startFixtureWorld();
    started = { world, shared: sharedScope(world) };
  }, 300_000);
  afterAll(() => started?.world.close());
  const current = (): FixtureWorldInUse => {
    if (started === undefined) throw new Error('The fixture world is read before it started.');
    return started;
  };
  return {
    get world() {
      return current().world;
    },
    get shared() {
      return current().shared;
    },
  };
}
