/**
 * Faker expressions that make the MSW mocks look like real French road-investigation data. orval
 * pastes each value's text into the generated mocks (as `(<text>)()`), where `faker` is the French
 * locale; `fakerCode` makes that text exact, whatever bundler loads this config.
 */

type FakerCode = () => undefined;

function fakerCode(expression: string): FakerCode {
  const code: FakerCode = () => undefined;
  code.toString = () => `() => ${expression}`;
  return code;
}

/** Property name patterns (orval tests them against the property name) and their faker data. */
export const frenchMockProperties: Record<string, FakerCode> = {
  '/^(firstName|firstname)$/': fakerCode('faker.person.firstName()'),
  '/^(lastName|lastname)$/': fakerCode('faker.person.lastName()'),
};

/** Data by string format. `date` avoids orval's `split('T')[0]`, which is `string | undefined`. */
export const frenchMockFormats: Record<string, FakerCode> = {
  date: fakerCode('faker.date.past({ years: 3 }).toISOString().slice(0, 10)'),
};
