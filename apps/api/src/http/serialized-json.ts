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
