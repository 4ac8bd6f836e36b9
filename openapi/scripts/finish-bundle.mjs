// @ts-check
// Last step of `pnpm generate` in openapi/, after `redocly bundle`: writes the request bodies of
// the entities that declare `x-bodies` (bodies.mjs), makes the enums named in place
// (`x-enum-name`, named-enums.mjs) components and registers the catalogue's enums (enums.mjs), then rewrites openapi.json as Redocly formats it. See openapi/README.md.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { deriveBodies } from './bodies.mjs';
import { readEnums, registerEnums } from './enums.mjs';
import { hoistNamedEnums } from './named-enums.mjs';

const bundlePath = fileURLToPath(new URL('../openapi.json', import.meta.url));
const enumsFolder = fileURLToPath(new URL('../src/schemas/enums/', import.meta.url));

/** @type {{ components: { schemas: Record<string, unknown> } }} */
const document = JSON.parse(readFileSync(bundlePath, 'utf8'));
document.components.schemas = registerEnums(
  deriveBodies(hoistNamedEnums(document.components.schemas)),
  readEnums(enumsFolder),
);
writeFileSync(bundlePath, JSON.stringify(document, null, 2));
