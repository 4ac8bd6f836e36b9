import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'openapi', include: ['scripts/**/*.test.mjs'] },
});
