import type { OperationId, OperationInput } from '../http/operation-handler.js';
import type { BudgetName } from './rate-limit-budgets.js';

/**
 * What one rule counts a request per:
 * - `ip`: the client address (behind a reverse proxy, the forwarded one when `TRUST_PROXY` says
 *   which proxies to believe);
 * - `caller`: the signed-in user (the share link of a guest), else the address;
 * - a target: a value of the request (an e-mail address, a token, a campaign), named for the
 *   README and the logs. No value (`undefined`) means the rule does not apply to this request
 *   (an invitation that sends no mail).
 */
type CountedPer<Id extends OperationId> =
  'ip' | 'caller' | { target: string; of: (input: OperationInput<Id>) => string | undefined };

export interface RateRule<Id extends OperationId> {
  budget: BudgetName;
  per: CountedPer<Id>;
  /** Applies only to the requests it accepts (those that send mail…); all of them when absent. */
  when?: (input: OperationInput<Id>) => boolean;
}

/** The rules of each limited operation, by its operationId (a typo fails typecheck). */
export type RateLimitTable = { readonly [Id in OperationId]?: readonly RateRule<Id>[] };

/** E-mail addresses are one target whatever the case and spaces they were typed with. */
const addressKey = (email: string): string => email.trim().toLowerCase();

/**
 * JSON bodies reach handlers as sent, whatever the generated type says of defaulted fields: an
 * absent `sendInvitation` is the contract's default, true (as users.routes.ts reads it).
 */
function sendsInvitation(body: { sendInvitation?: boolean }): boolean {
  return body.sendInvitation ?? true;
}

function heavyWork<Id extends OperationId>(): readonly RateRule<Id>[] {
  return [
    { budget: 'heavyWorkPerCaller', per: 'caller' },
    { budget: 'heavyWorkPerIp', per: 'ip' },
  ];
}

/**
 * Every operation that anyone may call without a token, and every one that sends mail or starts
 * heavy work (zip, PDF, exports, laboratory exchanges), with what it is counted per. Operations
 * still answering 501 are listed too, so that they are limited the day they are implemented; a
 * test checks that each documents its 429 answer in the contract, and that every public operation
 * is here unless `UNLIMITED_PUBLIC_OPERATIONS` says why not.
 */
export const RATE_LIMIT_RULES = {
  // Sessions. Password guessing has its own throttle too (auth/login-throttle.ts).
  signIn: [{ budget: 'signInPerIp', per: 'ip' }],
  signInGuest: [
    { budget: 'guestSignInPerIp', per: 'ip' },
    { budget: 'guestSignInPerLink', per: { target: 'share link', of: ({ body }) => body.token } },
  ],
  refreshSession: [{ budget: 'refreshPerIp', per: 'ip' }],

  // Passwords: the recovery is counted per address whether an account has it or not, so that
  // the answer (204, or 429 past the budget) tells nothing of which addresses have one.
  requestAccountRecovery: [
    { budget: 'recoveryPerIp', per: 'ip' },
    {
      budget: 'recoveryPerAddress',
      per: { target: 'e-mail address', of: ({ body }) => addressKey(body.email) },
    },
  ],
  resetPassword: [
    { budget: 'resetPerIp', per: 'ip' },
    { budget: 'resetPerLink', per: { target: 'password link', of: ({ params }) => params.token } },
  ],

  // Public reads of a link's token or of a signed URL.
  getDownloadLink: [
    { budget: 'downloadLinkPerIp', per: 'ip' },
    {
      budget: 'downloadLinkPerLink',
      per: { target: 'download link', of: ({ params }) => params.token },
    },
  ],
  listDownloadLinkFiles: [
    { budget: 'downloadLinkPerIp', per: 'ip' },
    {
      budget: 'downloadLinkPerLink',
      per: { target: 'download link', of: ({ params }) => params.token },
    },
  ],
  // A zip of the link's files: a read of the link, and heavy work for whoever asks it.
  zipDownloadLinkFiles: [
    { budget: 'downloadLinkPerIp', per: 'ip' },
    {
      budget: 'downloadLinkPerLink',
      per: { target: 'download link', of: ({ params }) => params.token },
    },
    { budget: 'heavyWorkPerIp', per: 'ip' },
  ],
  getSignedFile: [{ budget: 'signedFilePerIp', per: 'ip' }],
  getRuntimeConfig: [{ budget: 'runtimeConfigPerIp', per: 'ip' }],

  // Operations that send mail: per caller, and per recipient where there is one.
  createUser: [
    { budget: 'mailPerCaller', per: 'caller', when: ({ body }) => sendsInvitation(body) },
    {
      budget: 'mailPerTarget',
      per: { target: 'e-mail address', of: ({ body }) => addressKey(body.email) },
      when: ({ body }) => sendsInvitation(body),
    },
  ],
  createUserRecoveryLink: [
    { budget: 'mailPerCaller', per: 'caller', when: ({ query }) => query.sendEmail ?? false },
    {
      budget: 'mailPerTarget',
      per: { target: 'user', of: ({ params }) => params.id },
      when: ({ query }) => query.sendEmail ?? false,
    },
  ],
  createCampaignShareLink: [
    { budget: 'mailPerCaller', per: 'caller', when: ({ body }) => body?.email !== undefined },
    {
      budget: 'mailPerTarget',
      per: {
        target: 'e-mail address',
        of: ({ body }) => (body?.email === undefined ? undefined : addressKey(body.email)),
      },
    },
  ],
  contactCampaignEngineer: [
    { budget: 'mailPerCaller', per: 'caller' },
    { budget: 'mailPerTarget', per: { target: 'campaign', of: ({ params }) => params.id } },
  ],
  createDownloadLink: [
    {
      budget: 'mailPerCaller',
      per: 'caller',
      when: ({ body }) => (body.recipients ?? []).length > 0,
    },
    {
      budget: 'mailPerTarget',
      per: { target: 'campaign', of: ({ body }) => body.campaignId },
      when: ({ body }) => (body.recipients ?? []).length > 0,
    },
  ],

  // Heavy work: archives, PDF, exports, exchanges with the laboratories.
  zipFiles: heavyWork(),
  zipCoringCampaignCsvExports: heavyWork(),
  downloadCampaignDelivery: heavyWork(),
  mergePdfDocuments: heavyWork(),
  splitPdfDocument: heavyWork(),
  generateCoringCampaignPdf: heavyWork(),
  generateCoringCampaignCoresPdf: heavyWork(),
  generateCorePdf: heavyWork(),
  getCampaignData: heavyWork(),
  createCampaignDownload: heavyWork(),
  exportCampaignSynoptic: heavyWork(),
  sendCoringCampaignToProvider: heavyWork(),
  fetchCoringCampaignResults: heavyWork(),
  importLaboratoryOrderResults: heavyWork(),
} as const satisfies RateLimitTable;

/** Public operations left unlimited, each with its reason (a test holds the list to this). */
export const UNLIMITED_PUBLIC_OPERATIONS: Readonly<Partial<Record<OperationId, string>>> = {
  getHealth:
    'probed every few seconds by load balancers and orchestrators; a 429 would take the server out',
};
