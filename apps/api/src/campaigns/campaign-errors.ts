import { createViolation } from '@chaussee/validation';
import { AppError } from '../errors/app-error.js';

/*
 * Refusals of the campaigns domain. The contract names codes AppError has not got yet
 * (customer_reference_used, already_member, no_recipient, orders_in_progress); until
 * errors/app-error.ts lists them, each answers the same status with the nearest existing code,
 * chosen here once so that switching is a one-line change.
 */

/** 409: the customer reference is used by another campaign. */
export function customerReferenceUsed(): AppError {
  return new AppError('conflict', {
    detail: 'The customer reference is already used',
    violations: [createViolation('customerReference', 'customerReferenceUsed')],
  });
}

/** 409: the user is already a member of the campaign. */
export function alreadyMember(): AppError {
  return new AppError('already_exists', { detail: 'The user is already a member of the campaign' });
}

/** 409: the campaign has neither engineer nor study manager to write to. */
export function noRecipient(): AppError {
  return new AppError('conflict', {
    detail: 'The campaign has neither engineer nor study manager',
  });
}

/** 409: laboratory orders of the campaign are sent and not finished. */
export function ordersInProgress(): AppError {
  return new AppError('conflict', { detail: 'Laboratory orders of the campaign are in progress' });
}

/** 400 with one violation « Valeur invalide » on the field. */
export function invalidField(field: string): AppError {
  return new AppError('validation_failed', {
    violations: [createViolation(field, 'invalidValue')],
  });
}
