import type { components } from '@chaussee/sdk';

type CampaignStatus = components['schemas']['CampaignStatus'];

/** The auscultation lifecycle of the contract (PATCH /auscultation-campaigns/{id}). */
const NEXT: Partial<Record<CampaignStatus, readonly CampaignStatus[]>> = {
  preparing: ['processing'],
  processing: ['verification'],
  verification: ['waiting_validation', 'processing'],
  waiting_validation: ['validated', 'processing'],
  validated: ['finished'],
};

const FINAL: ReadonlySet<CampaignStatus> = new Set(['finished', 'cancelled', 'abandoned']);

/** Whether an auscultation campaign may go from one status to the other. */
export function mayMoveAuscultation(from: CampaignStatus, to: CampaignStatus): boolean {
  if (FINAL.has(from)) return false;
  if (to === 'cancelled' || to === 'abandoned') return true;
  return NEXT[from]?.includes(to) ?? false;
}

/** Whether the campaign is over: its survey is no longer imported nor edited. */
export function isFinalAuscultation(status: CampaignStatus): boolean {
  return FINAL.has(status);
}
