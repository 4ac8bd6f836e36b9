import type { components } from '@chaussee/sdk';
import type { Violation } from '@chaussee/validation';

type Problem = components['schemas']['Problem'];

/** The fields a problem carries beyond the common ones, for the codes that document them. */
export type ProblemExtensions = Partial<
  Omit<Problem, 'type' | 'title' | 'status' | 'code' | 'detail' | 'violations'>
>;

/**
 * Every refusal the API answers, with its HTTP status. The code is stable: clients pick the French
 * sentence by it (and by `detail` for the server messages of spec section 8).
 */
const ERROR_STATUS = {
  validation_failed: 400,
  bad_request: 400,
  unauthenticated: 401,
  invalid_credentials: 401,
  token_expired: 401,
  forbidden: 403,
  not_member: 403,
  // Membership refusals of issue 17: a member from a third organization, a workspace moved to
  // another organization by a non-admin, a customer on a campaign not open to its customers.
  member_outside_organization: 403,
  workspace_organization_locked: 403,
  customer_access_closed: 403,
  // A download link with a password (issue 21): none given, or a wrong one.
  download_password_required: 403,
  download_password_invalid: 403,
  not_found: 404,
  conflict: 409,
  invalid_status_transition: 409,
  already_exists: 409,
  // The contract's own 409 codes: each names one business refusal the web explains in French.
  customer_reference_used: 409,
  already_member: 409,
  no_recipient: 409,
  orders_in_progress: 409,
  campaign_closed: 409,
  core_has_data: 409,
  core_ordered: 409,
  sample_ordered: 409,
  nothing_to_send: 409,
  nothing_to_fetch: 409,
  order_not_valid: 409,
  order_not_sent: 409,
  duplicate_prestation: 409,
  duplicate_version: 409,
  // Statistics are for SUPER_ADMIN and ROLE_ACCESS_STATS (spec section 6 Global).
  statistics_forbidden: 403,
  // A map layer's dynamic schema saved without one of its standard fields (issue 24).
  standard_field_removed: 409,
  // The background exports of issue 22: one already running, or asked before it is ready.
  download_in_progress: 409,
  download_not_ready: 409,
  download_failed: 409,
  // A member change that would leave the campaign's team without its technician or its engineer.
  technician_required: 409,
  // A save of the layers that would delete samples, not confirmed (`dropSamples`).
  samples_would_be_dropped: 409,
  engineer_or_study_manager_required: 409,
  // A restore from the bin (issue 27) that cannot put the item back as it was.
  bin_parent_binned: 409,
  bin_number_taken: 409,
  bin_reference_taken: 409,
  gone: 410,
  // A write whose If-Match names a version of the row that another write has replaced.
  stale_version: 412,
  payload_too_large: 413,
  unsupported_media_type: 415,
  uri_too_long: 414,
  request_timeout: 408,
  request_too_large: 431,
  too_many_requests: 429,
  internal_error: 500,
  not_implemented: 501,
  bad_gateway: 502,
  provider_api_error: 502,
  shutting_down: 503,
  // The database cannot be reached for now (errors/database-unavailable.ts): retry shortly.
  database_unavailable: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

/** Every code the API may answer (a test checks the web has a French sentence for each). */
export const ERROR_CODES = Object.keys(ERROR_STATUS) as readonly ErrorCode[];

export interface AppErrorOptions {
  /** The server message (spec section 8 text where one applies), shown as `detail`. */
  detail?: string;
  violations?: readonly Violation[];
  /** Extra response headers, such as Retry-After on 429. */
  headers?: Readonly<Record<string, string>>;
  /** Fields of the problem that its code documents (`droppedSamples`…). */
  extensions?: ProblemExtensions;
}

/** The one error type of the API; the HTTP layer turns it into the contract's problem body. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly detail: string | undefined;
  readonly violations: readonly Violation[] | undefined;
  readonly headers: Readonly<Record<string, string>>;
  readonly extensions: ProblemExtensions;

  constructor(code: ErrorCode, options: AppErrorOptions = {}) {
    super(options.detail ?? code);
    this.name = 'AppError';
    this.code = code;
    this.status = ERROR_STATUS[code];
    this.detail = options.detail;
    this.violations = options.violations;
    this.headers = options.headers ?? {};
    this.extensions = options.extensions ?? {};
  }
}
