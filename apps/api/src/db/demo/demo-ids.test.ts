import { describe, expect, it } from 'vitest';
import { demoId } from './demo-ids.js';

describe('demoId', () => {
  it('gives the same UUID for the same name on every call', () => {
    expect(demoId('organization:isere')).toBe(demoId('organization:isere'));
  });

  it('gives different UUIDs for different names', () => {
    expect(demoId('organization:isere')).not.toBe(demoId('organization:grenoble'));
  });

  it('is a version-5 RFC 4122 UUID', () => {
    expect(demoId('site:lyon')).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/u,
    );
  });
});
