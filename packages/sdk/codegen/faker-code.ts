/** A function whose text orval pastes into the generated mocks as `(<text>)()`. */
export type FakerCode = () => Record<string, never>;

/**
 * Makes that text exactly `() => <expression>` (where `faker` is the French locale), whatever
 * bundler loaded the orval config and however it would have printed a real arrow function.
 */
export function fakerCode(expression: string): FakerCode {
  const code: FakerCode = () => ({});
  code.toString = () => `() => ${expression}`;
  return code;
}
