// @ts-check

/**
 * The server's environment under `npm start`. It is the product start, so the server runs as in
 * production (NODE_ENV, hence APP_ENV and `/api/runtime-config`'s environment) unless the caller
 * says otherwise; and since a first start promises the demo accounts, DEMO_DATA=1 keeps them (a
 * production start without it seeds only the ADMIN_EMAIL administrator: `DEMO_DATA=0 npm start`).
 * @param {NodeJS.ProcessEnv} env
 * @param {number} startedAt when `npm start` began, for the server's « listen » line
 * @returns {NodeJS.ProcessEnv}
 */
export function serverEnvOf(env, startedAt) {
  return {
    ...env,
    NODE_ENV: env.NODE_ENV || 'production',
    DEMO_DATA: env.DEMO_DATA || '1',
    NPM_START_BEGAN_AT: String(startedAt),
  };
}
