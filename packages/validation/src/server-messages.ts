import { serverMessages, validationMessages } from './messages.js';

/**
 * The server messages of spec section 8, as the server writes them (English), with the French
 * sentence the user reads. Picture messages are the upload rules' own sentences.
 */
const frenchByServerMessage: readonly (readonly [serverMessage: string, french: string])[] = [
  ['The token has expired', serverMessages.linkExpired],
  ['user already exist', serverMessages.emailAlreadyUsed],
  ['You should set a userType', serverMessages.unsuitableRole],
  ['value too long for type character varying(255)', serverMessages.nameTooLong],
  ['Only members can view campaign', serverMessages.notAMember],
  ['Only members can view workspace', serverMessages.notAMember],
  ['You need to provide a fallbackSiteId', serverMessages.fallbackSiteRequired],
  ['File type must be a jpg or png image', validationMessages.pictureType],
  ['File size should not exceed 1MB', validationMessages.pictureSize],
  [
    "Can't change customer role because he's linked to a campaign",
    serverMessages.customerRoleLocked,
  ],
  ['The user already exist. Ask an administrator.', serverMessages.userAlreadyExists],
];

function normalise(message: string): string {
  return message.trim().replace(/\s+/gu, ' ').toLowerCase();
}

/**
 * The French sentence for a server message (a problem's `detail`). An exact match wins; otherwise
 * the longest known message the detail contains (a database error quotes its message inside a
 * longer text, and 'user already exist' is part of 'The user already exist. Ask an administrator.').
 * Anything else, or no detail at all, gets the fallback, which still tells the user what to do.
 */
export function serverMessageToFrench(detail: unknown): string {
  if (typeof detail !== 'string') return serverMessages.unexpected;
  const normalised = normalise(detail);
  const exact = frenchByServerMessage.find(([message]) => normalise(message) === normalised);
  if (exact) return exact[1];
  const contained = frenchByServerMessage
    .filter(([message]) => normalised.includes(normalise(message)))
    .sort(([a], [b]) => b.length - a.length)[0];
  return contained?.[1] ?? serverMessages.unexpected;
}
