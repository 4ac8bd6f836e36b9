import { describe, expect, it } from 'vitest';
import { foldText } from './text-match.js';

describe('foldText', () => {
  it('lowers and removes accents so that « Isère » matches « isere »', () => {
    expect(foldText('Département de l’ISÈRE')).toBe('departement de l’isere');
  });

  it('keeps letters without a plain form as they are', () => {
    expect(foldText('Œuvre')).toBe('œuvre');
  });
});

describe('foldText over upper-case accented letters', () => {
  it('maps each to its plain lower-case letter', () => {
    expect(foldText('ÀÇÉÎÑÕÜŸ')).toBe('aceinouy');
  });
});
