/**
 * A JSON answer already written as text, for large documents built by the database (a map
 * layer's GeoJSON): sending it skips the parse, projection and stringify of an object body, which
 * would cost more than the query. The text must already be exactly the contract's shape: nothing
 * is projected away, so only code that writes every key itself (SQL with fixed keys) may use it.
 * With `checkResponses` (tests) the text is parsed and checked against the schema like any body.
 * `T` is the schema the text is a document of, so that a handler's result stays typed.
 */
export class SerializedJson<T> {
  declare private readonly document?: T;

  constructor(readonly text: string) {}
}

/**
 * A page (`total`, `limit`, `offset`, `items`) whose items the database wrote as JSON texts
 * joined by commas (`itemsJson`, '' for none), as the contract's page schemas answer it.
 */
export function serializedPage<T>(
  page: { limit: number; offset: number },
  total: number,
  itemsJson: string,
): SerializedJson<T> {
  return new SerializedJson(
    `{"total":${String(total)},"limit":${String(page.limit)},"offset":${String(page.offset)},"items":[${itemsJson}]}`,
  );
}
