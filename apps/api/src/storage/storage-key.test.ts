import { describe, expect, it } from 'vitest';
import { assertStorageKey, isStorageKey, newStorageKey } from './storage-key.js';

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const ORGANIZATION = '3f1c2b7a-9d4e-4c1a-8b2f-6e5d4c3b2a19';

describe('newStorageKey', () => {
  it('names a file after its prefix with a random part and the extension', () => {
    const key = newStorageKey(`organizations/${ORGANIZATION}/logo`, 'png');
    expect(key).toMatch(new RegExp(`^organizations/${ORGANIZATION}/logo-${UUID}\\.png$`, 'u'));
  });

  it('puts the random part right after a prefix ending in a slash', () => {
    expect(newStorageKey(`avatars/${ORGANIZATION}/`, 'jpg')).toMatch(
      new RegExp(`^avatars/${ORGANIZATION}/${UUID}\\.jpg$`, 'u'),
    );
  });

  it('never gives the same key twice', () => {
    expect(newStorageKey('logos/x', 'png')).not.toBe(newStorageKey('logos/x', 'png'));
  });

  it('refuses a prefix or an extension that would make an invalid key', () => {
    expect(() => newStorageKey('../logo', 'png')).toThrow(/Invalid storage key/u);
    expect(() => newStorageKey('/etc/logo', 'png')).toThrow(/Invalid storage key/u);
    expect(() => newStorageKey('Logos/Photo de moi', 'png')).toThrow(/Invalid storage key/u);
    expect(() => newStorageKey('logos/x', 'PNG')).toThrow(/Invalid storage extension/u);
    expect(() => newStorageKey('logos/x', 'png/../../x')).toThrow(/Invalid storage extension/u);
    expect(() => newStorageKey('logos/x', '')).toThrow(/Invalid storage extension/u);
  });
});

describe('isStorageKey', () => {
  it.each([
    ['organizations/3f1c2b7a-9d4e-4c1a-8b2f-6e5d4c3b2a19/logo-1.png', true],
    ['avatars/u/a_b.c-d.jpg', true],
    ['readme', true],
    ['', false],
    ['../escape.txt', false],
    ['a/../../etc/passwd', false],
    ['a/..', false],
    ['..', false],
    ['/etc/passwd', false],
    ['avatars/', false],
    ['avatars//x.png', false],
    ['Avatars/x.png', false],
    ['avatars/x y.png', false],
    ['avatars\\x.png', false],
    ['avatars/x.png?x=1', false],
    ['avatars/%2e%2e/x.png', false],
    ['avatars/é.png', false],
    ['a'.repeat(512), true],
    ['a'.repeat(513), false],
  ])('%j -> %s', (key, expected) => {
    expect(isStorageKey(key)).toBe(expected);
  });

  it('makes assertStorageKey throw on what it refuses', () => {
    expect(() => {
      assertStorageKey('../x');
    }).toThrow('Invalid storage key: "../x"');
    expect(() => {
      assertStorageKey('a/b.png');
    }).not.toThrow();
  });
});
