import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../shared/session/session-storage.js';
import { readColorMode, writeColorMode } from './color-mode.js';

describe('colour mode', () => {
  it('is light by default', () => {
    expect(readColorMode(memoryStorage())).toBe('light');
  });

  it('remembers dark and system', () => {
    const storage = memoryStorage();
    writeColorMode(storage, 'dark');
    expect(readColorMode(storage)).toBe('dark');
    writeColorMode(storage, 'system');
    expect(readColorMode(storage)).toBe('system');
  });

  it('falls back to light on an unknown stored value', () => {
    const storage = memoryStorage();
    storage.setItem('chaussee.colorMode', 'sepia');
    expect(readColorMode(storage)).toBe('light');
  });
});
