/**
 * The three macro screens in one module, so that the route table loads them through one dynamic
 * import (one preload list in the first chunk instead of three: size-budgets.json).
 */
export { MacroCampaignPage } from './macro-campaign-page.js';
export { MacroCampaignsPage } from './macro-campaigns-page.js';
export { MacroProjectPage } from './macro-project-page.js';
