import type { components } from '@chaussee/sdk';
import { describe, expectTypeOf, it } from 'vitest';
import type { Job, Role } from './roles.js';

// The roles and jobs are runtime lists here (the hierarchy and the table need them) and enums in
// the contract; the type checker proves both say the same, so neither can drift.
describe('roles and jobs match the contract', () => {
  it('has exactly the contract Role enum', () => {
    expectTypeOf<Role>().toEqualTypeOf<components['schemas']['Role']>();
  });

  it('has exactly the contract Job enum', () => {
    expectTypeOf<Job>().toEqualTypeOf<components['schemas']['Job']>();
  });
});
