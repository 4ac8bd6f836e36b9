import type { operations } from '@chaussee/sdk';

type SynopticQuery = NonNullable<operations['getCampaignSynoptic']['parameters']['query']>;

/**
 * The filters every chart and both synoptics of a coring campaign share (the contract's
 * CoreFilter* query parameters), in the order the dashboard shows them: the API declares them as
 * each chart's filterColumns, the web app keeps them in the URL. A key the contract loses fails
 * typecheck here.
 */
export const CORE_FILTER_KEYS = [
  'road',
  'direction',
  'lane',
  'prFrom',
  'prTo',
  'material',
  'status',
] as const satisfies readonly (keyof SynopticQuery)[];

export type CoreFilterKey = (typeof CORE_FILTER_KEYS)[number];
