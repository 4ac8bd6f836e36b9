/**
 * The options of a read whose failure the screen shows itself (`QueryErrorState`, an alert): the
 * query cache then shows no toast, so that one failure is told once (app/query-client.ts). A module
 * of its own, without React or MUI, so that a route's data prefetch (app/routes/route-prefetches.ts)
 * loads nothing else with it.
 */
export const ERROR_SHOWN_INLINE = { meta: { isErrorShownInline: true } } as const;
