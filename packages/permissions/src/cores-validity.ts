import type { components } from '@chaussee/sdk';

type CampaignStatus = components['schemas']['CampaignStatus'];
type CoreStatus = components['schemas']['CoreStatus'];

/**
 * The « cores are valid » rule of spec section 4, as one function of the campaign's status and its
 * cores' statuses (pure: the cores domain and the web can call it too):
 * - awaiting_validation: valid when no core is empty (a campaign without cores is valid by the
 *   letter of the rule);
 * - taken: valid when, among the cores that are not cancelled, at least one is validated;
 * - a core sent to the study manager (still to be reviewed) resets the flag, whatever the status;
 * - any other status: false (the rule only guards the two validation steps).
 *
 * It reads which statuses the cores have, never how many cores have one: the API hands it each
 * status once (a campaign may hold 10,000 cores), and a test holds the rule to that.
 */
export function areCoresValid(
  campaignStatus: CampaignStatus,
  coreStatuses: readonly CoreStatus[],
): boolean {
  if (coreStatuses.includes('sent_to_study_manager')) return false;
  switch (campaignStatus) {
    case 'awaiting_validation':
      return !coreStatuses.includes('empty');
    case 'taken':
      return coreStatuses
        .filter((status) => status !== 'cancelled')
        .some((status) => status === 'validated');
    default:
      return false;
  }
}
