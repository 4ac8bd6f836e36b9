// @ts-check
import { describe, expect, it } from 'vitest';
import { formatSeconds, lastLines, stepLine } from './progress.mjs';

describe('progress lines', () => {
  it('put the step in a fixed column, as the server does', () => {
    expect(stepLine('install', 'dependencies')).toBe('  install  dependencies');
    expect(stepLine('build', 'web app')).toBe('  build    web app');
  });

  it('say seconds with one decimal', () => {
    expect(formatSeconds(14_249)).toBe('14.2 s');
  });

  it('keep the end of a failed step’s log', () => {
    expect(lastLines('a\nb\nc\nd\n', 2)).toBe('c\nd');
    expect(lastLines('only\n', 5)).toBe('only');
  });
});
