/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Set by vite.config.ts: the id written to builds/latest.json. */
  readonly VITE_BUILD_ID: string;
  readonly VITE_APP_VERSION: string;
  readonly VITE_ANALYTICS_PROVIDER?: string;
  readonly VITE_ANALYTICS_URL?: string;
  readonly VITE_ANALYTICS_SITE_ID?: string;
  readonly VITE_ANALYTICS_DOMAIN?: string;
  /** A Sentry-compatible DSN; error reporting is off without it. */
  readonly VITE_ERROR_REPORTING_DSN?: string;
  /** Tile templates replacing the public basemap services (shared/map/basemap-config.ts). */
  readonly VITE_MAP_IGN_PLAN_URL?: string;
  readonly VITE_MAP_IGN_ORTHOPHOTOS_URL?: string;
  readonly VITE_MAP_OSM_URL?: string;
  /** `true`: the maps keep to the plain background, no tile is asked for. */
  readonly VITE_MAP_OFFLINE?: string;
}

/** One schema of the contract (vite-plugins.ts, `contractSchemasPlugin`), read by contract-schemas.ts. */
declare module 'virtual:chaussee-contract-schemas/*' {
  /** `{ name, components: { schemas: { <Name>: <JSON Schema>, …what its $refs reach } } }`. */
  const contractSchemaModule: unknown;
  export default contractSchemaModule;
}
