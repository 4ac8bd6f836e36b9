import { mergeConfig } from 'vitest/config';
import { packageTestConfig } from '../../vitest.shared.js';

// Components render in happy-dom; the pure modules (routes, session, adapters) do not need it but
// share the one environment so that a test file never has to declare its own.
export default mergeConfig(packageTestConfig('web'), {
  test: { environment: 'happy-dom' },
});
