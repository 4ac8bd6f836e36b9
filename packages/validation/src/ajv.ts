import type { Ajv, Options } from 'ajv';
import { Ajv2020 } from 'ajv/dist/2020.js';
import formatsPlugin from 'ajv-formats';
import { customFormats } from './formats.js';
import { customKeywords } from './keywords.js';

/**
 * ajv options shared by the API and the web forms. Every violation at once (`allErrors`), the
 * schema of each failing keyword kept on its error (`verbose`: `x-messages` is read from it).
 * Contract schemas come from an OpenAPI 3.1 document and may carry keywords of other tools
 * (`x-*`): unknown keywords are tolerated, but an unknown format is a contract mistake that would
 * silently skip a rule, so it fails the compilation.
 */
export const ajvOptions: Options = {
  allErrors: true,
  verbose: true,
  // Decimal steps such as 0.1 (rjsf's own default).
  multipleOfPrecision: 8,
  strictSchema: false,
  strictTypes: false,
  strictTuples: false,
  strictRequired: false,
  discriminator: false,
  logger: {
    log: () => undefined,
    warn: (...args: unknown[]) => {
      const [message] = args;
      if (typeof message === 'string' && message.startsWith('unknown format')) {
        throw new Error(message);
      }
      console.warn(...args);
    },
    error: (...args: unknown[]) => {
      console.error(...args);
    },
  },
};

/**
 * Adds the custom formats and keywords of the vocabulary to an ajv instance (ours, or the one
 * @rjsf/validator-ajv8 builds). Idempotent, so it can be given an instance that has some of them.
 */
export function addVocabulary<A extends Ajv>(ajv: A): A {
  for (const [name, regex] of Object.entries(customFormats)) {
    ajv.addFormat(name, { type: 'string', validate: regex });
  }
  for (const definition of customKeywords) {
    const keyword = definition.keyword;
    if (typeof keyword === 'string' && ajv.getKeyword(keyword) === false) {
      ajv.addKeyword(definition);
    }
  }
  return ajv;
}

/** A JSON Schema 2020-12 ajv instance with the standard formats and the whole vocabulary. */
export function createAjv(overrides: Options = {}): Ajv2020 {
  const ajv = new Ajv2020({ ...ajvOptions, ...overrides });
  formatsPlugin.default(ajv);
  return addVocabulary(ajv);
}
