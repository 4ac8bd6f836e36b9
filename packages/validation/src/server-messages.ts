import {
  problemMessages,
  requestMessages,
  serverMessages,
  validationMessages,
  type ProblemCode,
} from './messages.js';

/**
 * The server messages of spec section 8, exactly as the server writes them (English, since clients
 * map them). The API answers them as a problem's `detail` from here, so they are written once.
 */
export const serverDetails = {
  tokenExpired: 'The token has expired',
  userAlreadyExists: 'user already exist',
  userAlreadyExistsAskAdmin: 'The user already exist. Ask an administrator.',
  userTypeRequired: 'You should set a userType',
  nameTooLong: 'value too long for type character varying(255)',
  notMemberOfCampaign: 'Only members can view campaign',
  notMemberOfWorkspace: 'Only members can view workspace',
  fallbackSiteRequired: 'You need to provide a fallbackSiteId',
  pictureType: 'File type must be a jpg or png image',
  pictureSize: 'File size should not exceed 1MB',
  customerRoleLocked: "Can't change customer role because he's linked to a campaign",
} as const;

/** Each server message with the French sentence the user reads (picture messages: the upload rules' own). */
const frenchByServerMessage: readonly (readonly [serverMessage: string, french: string])[] = [
  [serverDetails.tokenExpired, serverMessages.linkExpired],
  [serverDetails.userAlreadyExists, serverMessages.emailAlreadyUsed],
  [serverDetails.userTypeRequired, serverMessages.unsuitableRole],
  [serverDetails.nameTooLong, serverMessages.nameTooLong],
  [serverDetails.notMemberOfCampaign, serverMessages.notAMember],
  [serverDetails.notMemberOfWorkspace, serverMessages.notAMember],
  [serverDetails.fallbackSiteRequired, serverMessages.fallbackSiteRequired],
  [serverDetails.pictureType, validationMessages.pictureType],
  [serverDetails.pictureSize, validationMessages.pictureSize],
  [serverDetails.customerRoleLocked, serverMessages.customerRoleLocked],
  [serverDetails.userAlreadyExistsAskAdmin, serverMessages.userAlreadyExists],
];

function normalise(message: string): string {
  return message.trim().replace(/\s+/gu, ' ').toLowerCase();
}

/** The French sentence of a known section 8 message (exact, else the longest one contained). */
function knownServerMessage(detail: unknown): string | undefined {
  if (typeof detail !== 'string') return undefined;
  const normalised = normalise(detail);
  const exact = frenchByServerMessage.find(([message]) => normalise(message) === normalised);
  if (exact) return exact[1];
  const contained = frenchByServerMessage
    .filter(([message]) => normalised.includes(normalise(message)))
    .sort(([a], [b]) => b.length - a.length)[0];
  return contained?.[1];
}

/**
 * The French sentence for a server message (a problem's `detail`). An exact match wins; otherwise
 * the longest known message the detail contains (a database error quotes its message inside a
 * longer text, and 'user already exist' is part of 'The user already exist. Ask an administrator.').
 * Anything else, or no detail at all, gets the fallback, which still tells the user what to do.
 */
export function serverMessageToFrench(detail: unknown): string {
  return knownServerMessage(detail) ?? serverMessages.unexpected;
}

/** What the web reads of a refusal: the contract's Problem, or any part of it. */
export interface ProblemLike {
  readonly code?: unknown;
  readonly detail?: unknown;
}

/**
 * Codes whose `detail` is written in French for the staff who read it: the list of problems of an
 * order that cannot leave, a laboratory's own message, and how long to wait after too many
 * requests. The detail is the sentence.
 */
const CODES_WITH_FRENCH_DETAIL: ReadonlySet<string> = new Set([
  'order_not_valid',
  'provider_api_error',
  'too_many_requests',
  'bin_parent_binned',
  'bin_number_taken',
  'bin_reference_taken',
]);

/**
 * The details of a restore from the bin that cannot happen (409, issue 27): what is in the way,
 * by name, and what to do, in French for the super administrator who reads them.
 */
export const binRestoreDetails = {
  parentBinned: (parent: 'workspace' | 'campaign', name: string): string =>
    parent === 'workspace'
      ? `L'espace de travail « ${name} » est lui aussi dans la corbeille : restaurez-le d'abord, puis cet élément.`
      : `La campagne « ${name} » est elle aussi dans la corbeille : restaurez-la d'abord, puis cet élément.`,
  numberTaken: (number: number, takenBy: string): string =>
    `Le numéro ${String(number)} de cette carotte est maintenant celui de la carotte « ${takenBy} » : supprimez celle-ci ou attendez qu'une carotte libère ce numéro, puis restaurez de nouveau.`,
  referenceTaken: (reference: string, campaign: string): string =>
    `La référence client « ${reference} » est maintenant celle de la campagne « ${campaign} » : changez la référence de celle-ci, puis restaurez de nouveau.`,
} as const;

/** The French details of a request that could not be read (bad JSON, multipart or URL). */
const frenchRequestDetails: ReadonlySet<unknown> = new Set(Object.values(requestMessages));

function plural(count: number, unit: string): string {
  return `${String(count)} ${unit}${count > 1 ? 's' : ''}`;
}

/** « 45 secondes », « 2 minutes », « 1 heure »: a wait rounded up to the unit a person reads. */
function durationInFrench(seconds: number): string {
  const whole = Math.max(1, Math.ceil(seconds));
  if (whole < 60) return plural(whole, 'seconde');
  if (whole < 3600) return plural(Math.ceil(whole / 60), 'minute');
  return plural(Math.ceil(whole / 3600), 'heure');
}

/**
 * The detail of a 429 `too_many_requests` (a rate limit, or sign-in failures): the French sentence
 * with the wait its Retry-After header gives, so that the API's answer and the web say the same.
 */
export function tooManyRequestsDetail(retryAfterSeconds: number): string {
  return `Trop de demandes en peu de temps. Réessayez dans ${durationInFrench(retryAfterSeconds)}.`;
}

function isProblemCode(code: string): code is ProblemCode {
  return Object.hasOwn(problemMessages, code);
}

/**
 * The French sentence of a refusal. A section 8 message in `detail` wins (it is the most precise),
 * then a request that could not be read (its detail is already French), then the French detail of
 * the codes that carry one, then the sentence of the stable `code`; the
 * fallback otherwise.
 */
export function problemToFrench(problem: ProblemLike | undefined): string {
  const known = knownServerMessage(problem?.detail);
  if (known !== undefined) return known;
  if (frenchRequestDetails.has(problem?.detail)) return String(problem?.detail);
  const code = problem?.code;
  if (typeof code !== 'string') return serverMessages.unexpected;
  const detail = problem?.detail;
  if (CODES_WITH_FRENCH_DETAIL.has(code) && typeof detail === 'string' && detail.trim() !== '') {
    return detail;
  }
  return isProblemCode(code) ? problemMessages[code] : serverMessages.unexpected;
}
