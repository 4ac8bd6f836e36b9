/** Whether `value` is one of the codes of a label catalogue of @chaussee/validation. */
export function isCodeOf<Code extends string>(
  catalogue: Readonly<Record<Code, string>>,
  value: string | null | undefined,
): value is Code {
  return typeof value === 'string' && Object.hasOwn(catalogue, value);
}

/** The codes of a catalogue with their French labels, in the catalogue's order (for selects). */
export function codesWithLabels<Code extends string>(
  catalogue: Readonly<Record<Code, string>>,
): { code: Code; label: string }[] {
  return Object.keys(catalogue)
    .filter((key) => isCodeOf(catalogue, key))
    .map((code) => ({ code, label: catalogue[code] }));
}
