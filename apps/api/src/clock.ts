/**
 * The time as the application sees it. Services take a clock instead of calling `new Date()`, so
 * that tests move time (token expiry, rate-limit windows) instead of sleeping.
 */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
