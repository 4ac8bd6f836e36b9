import { describe, expect, it } from 'vitest';
import { unsafeTextViolations } from './unsafe-text.js';
import { validate } from './validate.js';

const NUL = {
  code: 'nulCharacter',
  message: "Ce texte contient le caractère nul (U+0000), qui n'est pas accepté",
};
const LONE_SURROGATE = {
  code: 'loneSurrogate',
  message:
    'Ce texte contient un caractère Unicode invalide (une moitié de paire de substitution isolée)',
};
const RESERVED = {
  code: 'reservedKey',
  message: "Ce nom de champ est réservé (comme __proto__ ou constructor) et n'est pas accepté",
};

describe('unsafeTextViolations', () => {
  it('finds a NUL in any string of a body, under the field that holds it', () => {
    expect(
      unsafeTextViolations({
        name: 'Carotte\u00001',
        layers: [{ comment: 'ok' }, { comment: '\u0000' }],
        count: 3,
        isFull: true,
        note: null,
      }),
    ).toEqual([
      { propertyPath: 'layers.1.comment', ...NUL },
      { propertyPath: 'name', ...NUL },
    ]);
  });

  it('finds a lone surrogate, high or low, but accepts a well-formed pair (an emoji)', () => {
    expect(unsafeTextViolations(['\ud800', 'a\udfffb', '🚧 chaussée'])).toEqual([
      { propertyPath: '0', ...LONE_SURROGATE },
      { propertyPath: '1', ...LONE_SURROGATE },
    ]);
  });

  it('checks object keys too, and shows the bad character of a key as U+FFFD', () => {
    expect(unsafeTextViolations({ 'a\u0000b': 1, ['\ud800']: 2 })).toEqual([
      { propertyPath: 'a\uFFFDb', ...NUL },
      { propertyPath: '\uFFFD', ...LONE_SURROGATE },
    ]);
  });

  it('names the prototype-pollution keys that a JSON body may carry', () => {
    const body: unknown = JSON.parse(
      '{"__proto__":{"isAdmin":true},"nested":{"constructor":{"prototype":{"isAdmin":true}}},"constructor":"a name"}',
    );
    expect(unsafeTextViolations(body)).toEqual([
      { propertyPath: '__proto__', ...RESERVED },
      { propertyPath: 'nested.constructor.prototype', ...RESERVED },
    ]);
  });

  it('prefixes the paths of parameters, and reports a lone top-level string', () => {
    expect(unsafeTextViolations({ search: 'a\u0000' }, 'query')).toEqual([
      { propertyPath: 'query.search', ...NUL },
    ]);
    expect(unsafeTextViolations('\u0000')).toEqual([{ propertyPath: '', ...NUL }]);
  });

  it('walks a deeply nested body without exhausting the stack', () => {
    const depth = 200_000;
    const body: unknown = JSON.parse(`${'['.repeat(depth)}"\\u0000"${']'.repeat(depth)}`);
    const [violation] = unsafeTextViolations(body);
    expect(violation?.code).toBe('nulCharacter');
  });
});

describe('the text format', () => {
  const schema = { type: 'object', properties: { note: { type: 'string', format: 'text' } } };

  it('accepts free text with accents, emoji, tabs and line breaks', () => {
    expect(validate(schema, { note: 'Fissure\tlongitudinale\r\nsur 2 m — voir 🚧' })).toEqual([]);
  });

  it('refuses other control characters and lone surrogates', () => {
    for (const note of ['a\u0001b', '\u001b[31m', 'a\u007f', '\u0000', '\ud800']) {
      expect(validate(schema, { note }), JSON.stringify(note)).toEqual([
        {
          propertyPath: 'note',
          code: 'controlCharacter',
          message:
            "Ce texte contient un caractère de contrôle ou invalide, qui n'est pas accepté (la tabulation et le retour à la ligne le sont)",
        },
      ]);
    }
  });
});
