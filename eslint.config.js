// @ts-check
import js from '@eslint/js';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const webFeaturesDir = 'apps/web/src/features';

/** One zone per web feature: it may import itself, never another feature. */
const webFeaturesPath = join(import.meta.dirname, webFeaturesDir);
const featureIsolationZones = (
  existsSync(webFeaturesPath) ? readdirSync(webFeaturesPath, { withFileTypes: true }) : []
)
  .filter((entry) => entry.isDirectory())
  .map(({ name }) => ({
    target: `./${webFeaturesDir}/${name}`,
    from: `./${webFeaturesDir}`,
    except: [`./${name}`],
    message: 'A feature never imports another feature: move shared code to packages/.',
  }));

/**
 * One flat config for the whole workspace. Type-aware typescript-eslint, React hooks, and import
 * rules that keep dependencies flowing one way: apps/web app -> features -> shared packages; no
 * feature imports another feature, no package imports an app. No cycles either: checked apart,
 * by scripts/check-import-cycles.mjs (import-x/no-cycle read no TypeScript file here, so found
 * nothing, and once made to, took 49 s of the run).
 */
export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/storybook-static/**',
      '**/generated/**',
      'data/**',
      '.tools/**',
      '.test-output/**',
      'openapi/openapi.json',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  ...tseslint.configs.stylisticTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['packages/*/tsconfig.json', 'apps/*/tsconfig.json', 'e2e/tsconfig.json'],
          conditionNames: ['@chaussee/source', 'types', 'import', 'default'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      'import-x/no-self-import': 'error',
      'import-x/no-duplicates': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './packages',
              from: './apps',
              message: 'Shared packages never import an app.',
            },
            {
              target: './apps/web/src/features',
              from: './apps/web/src/app',
              message: 'Features do not import the app layer: the app composes features.',
            },
            {
              target: './apps/web/src/shared',
              from: ['./apps/web/src/features', './apps/web/src/app'],
              message: 'Shared web code never imports a feature or the app layer.',
            },
            ...featureIsolationZones,
          ],
        },
      ],
    },
  },
  {
    files: [
      'apps/web/**/*.{ts,tsx}',
      'packages/ui/**/*.{ts,tsx}',
      'packages/permissions/**/*.{ts,tsx}',
    ],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['**/*.{js,mjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
);
