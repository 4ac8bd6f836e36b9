/**
 * Adjusts orval's in-memory copy of the contract where orval 7.13 misreads valid OpenAPI 3.1,
 * without changing what the contract means. openapi/ itself is untouched.
 */

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * `{ const: 'coring' }` without `type` makes orval's mocks produce `{}` (it reads `const` only
 * beside a `type`); the type that a JSON Schema const implies is added.
 */
function completeConstTypes(node: unknown): void {
  if (!isRecord(node)) return;
  const constant = node.const;
  if (node.type === undefined) {
    if (typeof constant === 'string' || typeof constant === 'boolean') node.type = typeof constant;
    if (typeof constant === 'number') node.type = Number.isInteger(constant) ? 'integer' : 'number';
  }
  Object.values(node).forEach(completeConstTypes);
}

export function fixContractForOrval<Spec extends object>(spec: Spec): Spec {
  completeConstTypes(spec);
  return spec;
}
