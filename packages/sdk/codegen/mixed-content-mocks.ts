import { readFileSync } from 'node:fs';
import { fakerCode, type FakerCode } from './faker-code.js';

/**
 * orval 7.13 writes `{ ...json, ...overrideResponse }` for a success answer offered in several
 * media types (JSON, CSV, XLSX), where `overrideResponse` may be a string or a Blob: that does
 * not compile. Those operations get a CSV text as mock data instead, valid for their union type.
 */

const csvMock = fakerCode(
  "['PR;Abscisse (m);Épaisseur (mm)', ...Array.from({ length: 5 }, () => `PR ${faker.number.int({ min: 0, max: 150 })};${faker.number.int({ min: 0, max: 999 })};${faker.number.int({ min: 40, max: 320 })}`)].join('\\n')",
);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function hasMixedSuccessContent(operation: Record<string, unknown>): boolean {
  if (!isRecord(operation.responses)) return false;
  return Object.entries(operation.responses).some(
    ([status, response]) =>
      status.startsWith('2') &&
      isRecord(response) &&
      isRecord(response.content) &&
      Object.keys(response.content).length > 1 &&
      Object.keys(response.content).some((media) => media.includes('json')),
  );
}

/** orval's per-operation overrides for the operations of the bundled contract at `specPath`. */
export function mixedContentMockOverrides(
  specPath: string,
): Record<string, { mock: { data: FakerCode } }> {
  const spec: unknown = JSON.parse(readFileSync(specPath, 'utf8'));
  const overrides: Record<string, { mock: { data: FakerCode } }> = {};
  if (!isRecord(spec) || !isRecord(spec.paths)) return overrides;
  for (const item of Object.values(spec.paths)) {
    if (!isRecord(item)) continue;
    for (const operation of Object.values(item)) {
      if (!isRecord(operation) || typeof operation.operationId !== 'string') continue;
      if (hasMixedSuccessContent(operation))
        overrides[operation.operationId] = { mock: { data: csvMock } };
    }
  }
  return overrides;
}
