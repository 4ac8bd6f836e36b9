export { AbilityProvider, useAbility } from './ability-context.js';
export { Can } from './can.js';
export type { CanProps } from './can.js';
