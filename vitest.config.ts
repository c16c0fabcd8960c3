import {defineConfig} from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'tests/**/*.test.ts', 'server/**/*.test.ts', 'packages/*/test/**/*.test.ts'],
    environment: 'node',
  },
});
