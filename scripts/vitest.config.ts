import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'scripts', include: ['lib/**/*.test.mjs', 'recipe/**/*.test.mjs'] },
});
