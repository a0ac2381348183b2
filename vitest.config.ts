import { defineConfig } from 'vitest/config';

export default defineConfig({
  define: { __SVC_VERSION__: JSON.stringify('0.0.0-test') },
  // tsconfig.json's classic JSX (h, Fragment) as in the build: without development's __self and __source props.
  oxc: { jsx: { development: false } },
  test: {
    include: ['test/**/*.test.{ts,tsx}'],
    environment: 'node',
    restoreMocks: true,
  },
});
