import { serverDetails } from '@chaussee/validation';

/**
 * The details this domain answers in a problem: the server messages of spec section 8 come from
 * packages/validation (written once, next to their French), plus the other details of sessions.
 */
export const SERVER_MESSAGES = {
  tokenExpired: serverDetails.tokenExpired,
  userAlreadyExists: serverDetails.userAlreadyExists,
  userAlreadyExistsElsewhere: serverDetails.userAlreadyExistsAskAdmin,
  userTypeMismatch: serverDetails.userTypeRequired,
  nameTooLong: serverDetails.nameTooLong,
  customerRoleLocked: serverDetails.customerRoleLocked,
  pictureType: serverDetails.pictureType,
  pictureSize: serverDetails.pictureSize,
  invalidCredentials: 'Invalid credentials.',
  tooManySignInFailures: 'Too many failed sign-in attempts. Try again later.',
  invalidRefreshToken: 'The refresh token is invalid or expired.',
  impersonationNested: 'A super-login session cannot start another one.',
} as const;
