import { createViolation } from '@chaussee/validation';
import { AppError } from '../errors/app-error.js';

/*
 * Refusals of the campaigns domain, each with the code the contract names for it, so that the web
 * explains it in French (packages/validation problemMessages).
 */

/** 409: the customer reference is used by another campaign. */
export function customerReferenceUsed(): AppError {
  return new AppError('customer_reference_used', {
    detail: 'The customer reference is already used',
    violations: [createViolation('customerReference', 'customerReferenceUsed')],
  });
}

/** 409: the user is already a member of the campaign. */
export function alreadyMember(): AppError {
  return new AppError('already_member', { detail: 'The user is already a member of the campaign' });
}

/** 409: the campaign has neither engineer nor study manager to write to. */
export function noRecipient(): AppError {
  return new AppError('no_recipient', {
    detail: 'The campaign has neither engineer nor study manager',
  });
}

/** 409: laboratory orders of the campaign are sent and not finished. */
export function ordersInProgress(): AppError {
  return new AppError('orders_in_progress', {
    detail: 'Laboratory orders of the campaign are in progress',
  });
}

/** 409 « Au moins 1 technicien requis »: the change would leave a coring campaign without one. */
export function technicianRequired(): AppError {
  return new AppError('technician_required', {
    detail: 'A coring campaign needs at least one technician',
  });
}

/**
 * 409 « Vous devez choisir au moins un chargé d'affaires référent ou un ingénieur »: the change
 * would leave the campaign with neither.
 */
export function engineerOrStudyManagerRequired(): AppError {
  return new AppError('engineer_or_study_manager_required', {
    detail: 'A campaign needs an engineer or a study manager',
  });
}

/** 400 with one violation « Valeur invalide » on the field. */
export function invalidField(field: string): AppError {
  return new AppError('validation_failed', {
    violations: [createViolation(field, 'invalidValue')],
  });
}
