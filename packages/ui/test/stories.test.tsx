import { composeStories, setProjectAnnotations, type composeStory } from '@storybook/react-vite';
import axe from 'axe-core';
import {
  afterEach,
  beforeAll,
  beforeEach,
  describe,
  expect,
  it,
  vi,
  type MockInstance,
} from 'vitest';
import * as previewAnnotations from '../.storybook/preview.js';

/**
 * Renders every story of the package as Storybook does (decorators, loaders, play functions) and
 * fails on any console error and on any serious or critical accessibility violation (axe-core).
 */
const project = setProjectAnnotations([previewAnnotations]);
beforeAll(project.beforeAll);

type StoriesModule = Parameters<typeof composeStories>[0];
type ComposedStory = ReturnType<typeof composeStory>;
const storyFiles = import.meta.glob<StoriesModule>('../src/**/*.stories.tsx', { eager: true });

let consoleError: MockInstance<typeof console.error>;
beforeEach(() => {
  consoleError = vi.spyOn(console, 'error');
});
afterEach(() => {
  consoleError.mockRestore();
});

function describeError(args: unknown[]): string {
  return args.map((arg) => (arg instanceof Error ? arg.message : String(arg))).join(' ');
}

async function seriousViolations(): Promise<string[]> {
  const { violations } = await axe.run(document.body, { resultTypes: ['violations'] });
  return violations
    .filter(({ impact }) => impact === 'serious' || impact === 'critical')
    .map(
      ({ id, help, nodes }) =>
        `${id}: ${help} (${nodes.map((node) => node.target.join(' ')).join(', ')})`,
    );
}

for (const [file, stories] of Object.entries(storyFiles)) {
  describe(file.replace('../src/', ''), () => {
    // composeStories types each export from the module's own type, unknown to a glob import.
    const composed = composeStories(stories) as Record<string, ComposedStory>;
    for (const [name, story] of Object.entries(composed)) {
      it(name, async () => {
        await story.run();
        expect(await seriousViolations()).toEqual([]);
        expect(consoleError.mock.calls.map(describeError)).toEqual([]);
      });
    }
  });
}
