import { describe, expect, it } from 'vitest';
import { migrationNameOf } from './migration-name.js';

describe('the name of a new migration', () => {
  it('is the one argument given, in snake_case', () => {
    expect(migrationNameOf(['core_weather'])).toBe('core_weather');
    expect(migrationNameOf(['sort_rank2'])).toBe('sort_rank2');
  });

  it.each([[[]], [['Core-Weather']], [['core weather']], [['_core']], [['core', 'weather']]])(
    'is refused, with the usage, when it is missing or not one snake_case word: %j',
    (args) => {
      expect(() => migrationNameOf(args)).toThrow(
        'Name the migration in snake_case, after what it changes: ' +
          'pnpm --filter @chaussee/api db:generate core_weather',
      );
    },
  );
});
