import { defineConfig } from 'vitest/config';

export default defineConfig({
  define: { __SVC_VERSION__: JSON.stringify('0.0.0-test') },
  test: {
    include: ['test/**/*.test.{ts,tsx}'],
    environment: 'node',
    restoreMocks: true,
  },
});
