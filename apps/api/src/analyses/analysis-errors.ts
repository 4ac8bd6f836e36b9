import { AppError, type ErrorCode } from '../errors/app-error.js';

/*
 * The refusals of the analyses operations, each with the code the contract names for it
 * (`nothing_to_send`, `nothing_to_fetch`, `order_not_valid`, `order_not_sent`, `duplicate_prestation`,
 * `campaign_closed`, `provider_api_error`). An analysis already sent has no code of its own in the
 * contract and answers `conflict`. `order_not_valid` and `provider_api_error` carry French details
 * (the staff read them as they are); the others explain in English and the web maps the code.
 */

/** The server messages of these refusals, in English as every `detail` (clients map the code). */
const analysisConflictDetails = {
  nothingToSend: 'No prestation nor laboratory order of the campaign waits to be sent',
  nothingToFetch: 'No laboratory order of the campaign (or of this analysis) waits for results',
  orderNotSent: 'The laboratory order has not been sent, or is cancelled: it has no results yet',
  analysisSent: 'The analysis is in a laboratory order that was sent; cancel it at the provider',
  duplicatePrestation: 'A prestation is already asked on that layer',
  campaignClosed: 'The campaign is closed: its prestations can no longer change',
} as const;

type AnalysisConflict = keyof typeof analysisConflictDetails;

const CODE_OF_CONFLICT = {
  nothingToSend: 'nothing_to_send',
  nothingToFetch: 'nothing_to_fetch',
  orderNotSent: 'order_not_sent',
  analysisSent: 'conflict',
  duplicatePrestation: 'duplicate_prestation',
  campaignClosed: 'campaign_closed',
} as const satisfies Record<AnalysisConflict, ErrorCode>;

export function analysisConflict(reason: AnalysisConflict): AppError {
  return new AppError(CODE_OF_CONFLICT[reason], { detail: analysisConflictDetails[reason] });
}

/** Orders that cannot leave: `problems` are the French sentences staff read (one per problem). */
export function orderNotValid(problems: readonly string[]): AppError {
  return new AppError('order_not_valid', { detail: problems.join('\n') });
}

/** A provider failed for some orders: its French messages (ProviderError) are the detail. */
export function providerApiError(messages: readonly string[]): AppError {
  return new AppError('provider_api_error', { detail: messages.join('\n') });
}

/** Laboratory orders leave only from these two campaign statuses. */
export function campaignNotSendable(status: string): AppError {
  return new AppError('invalid_status_transition', {
    detail: `Laboratory orders are sent only while the coring campaign is taking_validated or sent_for_analysis; it is ${status}.`,
  });
}
