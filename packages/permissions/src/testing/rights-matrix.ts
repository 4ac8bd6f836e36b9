import { describe, expect, it } from 'vitest';
import type { Action, AppSubject, SubjectName } from '../ability.js';
import { defineAbilityFor } from '../ability.js';
import { campaignSubject, workspaceSubject } from '../membership.js';
import type { Right } from '../rights-table.js';
import { RIGHTS } from '../rights-table.js';
import { actualAnswers, expectedAnswers } from './principals.js';

/** One right and its expected answer for every principal, written by hand from the spec. */
export type MatrixRow = readonly [action: Action, subject: SubjectName, line: string];

/**
 * Campaigns and workspaces are asked about as instances nobody in the matrix is a member of (and
 * not the guest's campaign), so that only the table decides; membership has its own tests.
 */
const OUTSIDER_CAMPAIGN = campaignSubject({
  id: 'c-outsider',
  memberIds: ['someone-else'],
  workspace: { id: 'w-outsider', memberIds: ['someone-else'] },
  hasCustomerAccess: true,
});
const OUTSIDER_WORKSPACE = workspaceSubject({ id: 'w-outsider', memberIds: ['someone-else'] });

function askedSubject(subject: SubjectName): AppSubject {
  if (subject === 'Campaign') return OUTSIDER_CAMPAIGN;
  if (subject === 'Workspace') return OUTSIDER_WORKSPACE;
  return subject;
}

/**
 * Checks each row against defineAbilityFor, and that the rows cover exactly the rights `table`
 * holds on `subjects` (a right added to the table without its row fails here). The table is the
 * spec's RIGHTS unless a test of the designed rights passes DESIGNED_RIGHTS.
 */
export function checkRightsMatrix(
  subjects: readonly SubjectName[],
  rows: readonly MatrixRow[],
  table: readonly Right[] = RIGHTS,
) {
  describe(`rights on ${subjects.join(', ')}`, () => {
    it.each(rows)('%s %s answers as the matrix says', (action, subject, line) => {
      const actual = actualAnswers((user) =>
        defineAbilityFor(user).can(action, askedSubject(subject)),
      );
      expect(actual).toEqual(expectedAnswers(line));
    });

    it('has a row for every right of the table on these subjects, and no other', () => {
      const inTable = table
        .filter((right) => subjects.some((name) => name === right.subject))
        .map((right) => `${right.action} ${right.subject}`);
      const inMatrix = rows.map(([action, subject]) => `${action} ${subject}`);
      expect(inMatrix.toSorted()).toEqual(inTable.toSorted());
    });
  });
}
