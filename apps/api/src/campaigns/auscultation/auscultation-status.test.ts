import { describe, expect, it } from 'vitest';
import { mayMoveAuscultation } from './auscultation-status.js';

describe('the auscultation lifecycle', () => {
  it.each([
    ['preparing', 'processing', true],
    ['processing', 'verification', true],
    ['verification', 'waiting_validation', true],
    ['verification', 'processing', true],
    ['waiting_validation', 'validated', true],
    ['waiting_validation', 'processing', true],
    ['validated', 'finished', true],
    ['preparing', 'cancelled', true],
    ['validated', 'abandoned', true],
    ['preparing', 'finished', false],
    ['processing', 'preparing', false],
    ['validated', 'processing', false],
    ['finished', 'cancelled', false],
    ['cancelled', 'preparing', false],
    ['abandoned', 'processing', false],
    ['preparing', 'taken', false],
  ] as const)('%s → %s is %s', (from, to, allowed) => {
    expect(mayMoveAuscultation(from, to)).toBe(allowed);
  });
});
