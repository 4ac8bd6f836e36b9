/**
 * The whole database schema, one module per domain under `tables/`, each depending only on the ones
 * before it (identity, then projects, then coring, then auscultation, then notifications, then documents, then
 * dashboards, then reports, then maps; rate limits and the audit trail stand alone). Repositories import tables from here.
 */
export * from './tables/identity.js';
export * from './tables/projects.js';
export * from './tables/coring.js';
export * from './tables/auscultation.js';
export * from './tables/notifications.js';
export * from './tables/documents.js';
export * from './tables/dashboards.js';
export * from './tables/reports.js';
export * from './tables/maps.js';
export * from './tables/rate-limits.js';
export * from './tables/platform.js';
export * from './tables/audit.js';
