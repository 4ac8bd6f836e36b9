/** A text field's value from FormData; a missing field or a file gives the empty string. */
export function textOf(value: FormDataEntryValue | null): string {
  return typeof value === 'string' ? value : '';
}
