import { mergeConfig } from 'vitest/config';
import { packageTestConfig } from '../../vitest.shared.js';

// test/ holds the slow pack test (npm install of the packed tarball outside the workspace).
export default mergeConfig(packageTestConfig('sdk'), { test: { include: ['test/**/*.test.ts'] } });
