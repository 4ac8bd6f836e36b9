// @ts-check
import { describe, expect, it } from 'vitest';
import { parseSpecCalls, pathShape, readSpecCalls } from './spec-calls.mjs';

describe('pathShape', () => {
  it('forgets parameter names, keeps text around them, ignores a trailing slash', () => {
    expect(pathShape('/users/{id}/avatar')).toBe('/users/{}/avatar');
    expect(pathShape('/{product}-versions/{id}/')).toBe('/{}-versions/{}');
    expect(pathShape('/')).toBe('/');
  });
});

describe('parseSpecCalls', () => {
  it('reads METHOD PATH lines, a method left open as A|B, and skips comments and blanks', () => {
    const calls = parseSpecCalls('# Session\n\nPOST /login_check\nPUT|PATCH /users/{id}\n');
    expect(calls).toEqual([
      { lineNumber: 3, text: 'POST /login_check', methods: ['post'], shape: '/login_check' },
      {
        lineNumber: 4,
        text: 'PUT|PATCH /users/{id}',
        methods: ['put', 'patch'],
        shape: '/users/{}',
      },
    ]);
  });

  it('refuses a line that is not METHOD PATH, naming it', () => {
    expect(() => parseSpecCalls('GET /a extra')).toThrow(
      'line 1 is not "METHOD PATH": GET /a extra',
    );
  });
});

describe('openapi/spec-calls.txt', () => {
  it('is in the repository and lists the 187 calls of the specification', () => {
    expect(readSpecCalls()).toHaveLength(187);
  });
});
