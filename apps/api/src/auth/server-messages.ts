/**
 * The server messages of spec section 8 this domain answers as a problem's `detail`, in the exact
 * English the clients map to French (packages/validation's serverMessageToFrench), plus the other
 * details of sessions. Written once here so that a test can hold a route to the same text.
 */
export const SERVER_MESSAGES = {
  tokenExpired: 'The token has expired',
  userAlreadyExists: 'user already exist',
  userAlreadyExistsElsewhere: 'The user already exist. Ask an administrator.',
  userTypeMismatch: 'You should set a userType',
  nameTooLong: 'value too long for type character varying(255)',
  customerRoleLocked: "Can't change customer role because he's linked to a campaign",
  pictureType: 'File type must be a jpg or png image',
  pictureSize: 'File size should not exceed 1MB',
  invalidCredentials: 'Invalid credentials.',
  tooManySignInFailures: 'Too many failed sign-in attempts. Try again later.',
  invalidRefreshToken: 'The refresh token is invalid or expired.',
  impersonationNested: 'A super-login session cannot start another one.',
} as const;
