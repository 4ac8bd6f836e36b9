import { describe, expect, it } from 'vitest';
import { automaticDisplayName, displayNameToStore } from './display-name.js';

describe('display names', () => {
  it('is the prefix followed by the number, or the number alone', () => {
    expect(automaticDisplayName('CA-', 12)).toBe('CA-12');
    expect(automaticDisplayName(null, 3)).toBe('3');
  });

  it('cuts a prefix too long for the column, never the number', () => {
    const name = automaticDisplayName('P'.repeat(50), 123);
    expect(name).toHaveLength(50);
    expect(name.endsWith('P123')).toBe(true);
  });

  it('stores a chosen name as given, and the automatic one for none or for the old automatic one', () => {
    const before = { prefixName: 'CA-', number: 4 };
    const after = { prefixName: 'CS-', number: 4 };
    expect(displayNameToStore('Témoin', before, after)).toBe('Témoin');
    expect(displayNameToStore(null, before, after)).toBe('CS-4');
    expect(displayNameToStore(undefined, undefined, after)).toBe('CS-4');
    // A client sending back what it read keeps the name automatic.
    expect(displayNameToStore('CA-4', before, after)).toBe('CS-4');
  });
});
