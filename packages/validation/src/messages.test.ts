import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderMessage, requestMessages, serverMessages, validationMessages } from './messages.js';

const sourceFolder = new URL('./', import.meta.url);

function sourceFiles(isTest: boolean): { name: string; text: string }[] {
  return readdirSync(sourceFolder, { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.tsx?$/u.test(name) && /\.test\.tsx?$/u.test(name) === isTest)
    .map((name) => ({ name, text: readFileSync(new URL(name, sourceFolder), 'utf8') }));
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');
}

const LIMIT = 424242;

/**
 * How a catalogue sentence is found in source text, as a whole string literal. A sentence naming a
 * limit is matched with any `${...}` (its template) or any number (a test's expectation) in place
 * of the limit.
 */
function sentencePattern(
  entry: string | ((limit: number) => string),
  limitPattern: string,
): RegExp {
  const sentence =
    typeof entry === 'string'
      ? escapeRegExp(entry)
      : entry(LIMIT).split(String(LIMIT)).map(escapeRegExp).join(limitPattern);
  // Whole string literals only: 'Veuillez saisir un nombre' is not inside '… un nombre entier'.
  return new RegExp(`['"\`]${sentence}['"\`]`, 'gu');
}

function occurrences(pattern: RegExp, files: { text: string }[]): number {
  return files.reduce((count, { text }) => count + [...text.matchAll(pattern)].length, 0);
}

const catalogue = [
  ...Object.entries(validationMessages),
  ...Object.entries(serverMessages),
  ...Object.entries(requestMessages),
];

describe('the catalogue', () => {
  it('holds each sentence exactly once in the sources of the package', () => {
    const sources = sourceFiles(false);
    expect(sources.map(({ name }) => name)).toContain('messages.ts');
    for (const [key, entry] of catalogue) {
      expect(occurrences(sentencePattern(entry, String.raw`\$\{[^}]+\}`), sources), key).toBe(1);
    }
  });

  it('has every sentence asserted word for word by a test', () => {
    const tests = sourceFiles(true).filter(({ name }) => name !== 'messages.test.ts');
    const untested = catalogue
      .filter(([, entry]) => occurrences(sentencePattern(entry, String.raw`\d+`), tests) === 0)
      .map(([key]) => key);
    expect(untested).toEqual([]);
  });

  it('renders a sentence with its limit, and never a sentence with a missing one', () => {
    expect(renderMessage('maxLength', 255)).toBe('255 caractères max');
    expect(renderMessage('required', 3)).toBe('Ce champ est requis');
    expect(renderMessage('nameMinLength')).toBe('Valeur invalide');
  });
});
