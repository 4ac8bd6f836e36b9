import { createViolation, type Violation } from '@chaussee/validation';
import { SERVER_MESSAGES } from '../auth/server-messages.js';
import { AppError } from '../errors/app-error.js';
import { NAME_MAX_LENGTH } from '../errors/database-limits.js';
import type { UsersRepository } from './users.repository.js';

/** Characters as PostgreSQL counts them (code points, not UTF-16 units). */
function lengthOf(text: string): number {
  return Array.from(text).length;
}

/**
 * 400 with « value too long for type character varying(255) », the text the original database
 * answered, for a name over 254 characters (the contract's validation usually stops it first).
 */
export function assertNameLengths(names: { firstName?: string; lastName?: string }): void {
  const violations = (['firstName', 'lastName'] as const)
    .filter((field) => lengthOf(names[field] ?? '') > NAME_MAX_LENGTH)
    .map((field) => createViolation(field, 'maxLength', NAME_MAX_LENGTH));
  if (violations.length > 0) {
    throw new AppError('validation_failed', { detail: SERVER_MESSAGES.nameTooLong, violations });
  }
}

/**
 * Checks the sites and agencies an account is attached to: they exist, and a customer's sites
 * belong to one organization. Whose organizations a caller may attach is the account rule's
 * (`mayActOnAccount`, asked before).
 */
export async function checkAttachments(
  users: UsersRepository,
  input: {
    siteIds: readonly string[];
    agencyIds: readonly string[];
    isCustomerAccount: boolean;
  },
): Promise<void> {
  const violations: Violation[] = [];
  const sites = await users.sitesByIds(input.siteIds);
  const organizationIds = new Set(sites.map((site) => site.organizationId));
  if (sites.length !== new Set(input.siteIds).size) {
    violations.push(createViolation('siteIds', 'invalidValue'));
  } else if (input.isCustomerAccount && organizationIds.size > 1) {
    violations.push(createViolation('siteIds', 'invalidValue'));
  }
  const agencies = await users.agenciesByIds(input.agencyIds);
  if (agencies.length !== new Set(input.agencyIds).size) {
    violations.push(createViolation('agencyIds', 'invalidValue'));
  }
  if (violations.length > 0) throw new AppError('validation_failed', { violations });
}
