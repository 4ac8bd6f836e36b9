import { describe, expect, it } from 'vitest';
import { fitsOrganization } from './member-organizations.js';

/** Who may be a member of a project of the organization « isere » (issue 17), by their sites. */
const OFFICE = { id: 'office', isInternal: true };
const ISERE = { id: 'isere', isInternal: false };
const GRENOBLE = { id: 'grenoble', isInternal: false };

describe('fitsOrganization', () => {
  it.each([
    ['a user of the office', [OFFICE], true],
    ['a user of the project’s organization', [ISERE], true],
    ['a user of the office and of the project’s organization', [OFFICE, ISERE], true],
    ['a user of another customer', [GRENOBLE], false],
    ['a user of the project’s organization and of another customer', [ISERE, GRENOBLE], false],
    ['a user attached to no site', [], false],
  ] as const)('%s: %s', (_who, organizations, expected) => {
    expect(fitsOrganization(organizations, 'isere')).toBe(expected);
  });

  it('lets only the office into a project of the office itself', () => {
    expect(fitsOrganization([OFFICE], 'office')).toBe(true);
    expect(fitsOrganization([ISERE], 'office')).toBe(false);
  });
});
