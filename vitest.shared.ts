import { defaultServerConditions } from 'vite';
import { defineProject } from 'vitest/config';

/**
 * What every package's tests share: workspace packages are read from their TypeScript sources
 * (the `@chaussee/source` export condition), so tests never depend on a previous build.
 */
export function packageTestConfig(name: string) {
  return defineProject({
    resolve: { conditions: ['@chaussee/source', ...defaultServerConditions] },
    ssr: { resolve: { conditions: ['@chaussee/source', ...defaultServerConditions] } },
    test: { name, include: ['src/**/*.test.ts', 'src/**/*.test.tsx'] },
  });
}
