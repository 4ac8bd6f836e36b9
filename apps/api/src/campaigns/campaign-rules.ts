import { expandRoles, isCustomer, type SessionUser } from '@chaussee/permissions';
import { createViolation, type Violation } from '@chaussee/validation';
import { assertMembersFitWorkspace } from '../access/member-organizations.js';
import type { Db } from '../db/database.js';
import { AppError } from '../errors/app-error.js';
import type { UserRow } from '../users/users.repository.js';
import { customerReferenceUsed } from './campaign-errors.js';
import type { CampaignTeam } from './campaign-team.js';
import { isCustomerReferenceUsed, liveUsersByIds } from './campaign-create.repository.js';

/*
 * Checks shared by every campaign type on create and update, beyond what the contract's schema
 * validates (lengths, dates, engineer-or-study-manager).
 */

/** 409 with the violation « La référence cliente est déjà utilisée » when another campaign has it. */
export async function assertCustomerReferenceFree(
  db: Db,
  customerReference: string | null | undefined,
  exceptCampaignId?: string,
): Promise<void> {
  if (customerReference === null || customerReference === undefined) return;
  if (await isCustomerReferenceUsed(db, customerReference, exceptCampaignId)) {
    throw customerReferenceUsed();
  }
}

/** Whether a database error is the unique index of customer references. */
export function isCustomerReferenceClash(error: unknown): boolean {
  const found = databaseErrorOf(error);
  return found?.code === '23505' && found.constraint === 'campaigns_customer_reference_unique';
}

function databaseErrorOf(error: unknown): { code?: unknown; constraint?: unknown } | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  if ('code' in error && error.code === '23505') {
    return {
      code: error.code,
      constraint: 'constraint' in error ? error.constraint : undefined,
    };
  }
  return 'cause' in error ? databaseErrorOf(error.cause) : undefined;
}

const asSessionUser = (user: UserRow): SessionUser => ({
  id: user.id,
  roles: user.roles,
  job: user.job,
});

/** A main customer is a customer (nothing internal) with ROLE_CUSTOMER_MAIN, or above it. */
export function mayBeMainCustomer(user: UserRow): boolean {
  return isCustomer(asSessionUser(user)) && expandRoles(user.roles).has('ROLE_CUSTOMER_MAIN');
}

/**
 * The people put in charge exist (404 otherwise) and fit their place: the engineer has the
 * engineer job, the study manager the study_manager job, technicians the technician job, the main
 * customer is a customer with ROLE_CUSTOMER_MAIN (400 with a violation on the field otherwise).
 * They become members, so they come from the office or the workspace's organization (403
 * `member_outside_organization` otherwise).
 */
export async function assertTeamFits(
  db: Db,
  team: CampaignTeam,
  workspaceId: string,
): Promise<void> {
  const ids = [team.engineerId, team.studyManagerId, team.mainCustomerId, ...team.technicianIds];
  const wanted = ids.filter((id): id is string => id !== null);
  const found = new Map((await liveUsersByIds(db, wanted)).map((user) => [user.id, user]));
  if (wanted.some((id) => !found.has(id))) throw new AppError('not_found');

  const violations: Violation[] = [];
  const check = (field: string, id: string | null, fits: (user: UserRow) => boolean): void => {
    const user = id === null ? undefined : found.get(id);
    if (user && !fits(user)) violations.push(createViolation(field, 'invalidValue'));
  };
  check('engineerId', team.engineerId, (user) => user.job === 'engineer');
  check('studyManagerId', team.studyManagerId, (user) => user.job === 'study_manager');
  check('mainCustomerId', team.mainCustomerId, mayBeMainCustomer);
  team.technicianIds.forEach((id, index) => {
    check(`technicianIds/${String(index)}`, id, (user) => user.job === 'technician');
  });
  if (violations.length > 0) throw new AppError('validation_failed', { violations });
  await assertMembersFitWorkspace(db, workspaceId, wanted);
}
