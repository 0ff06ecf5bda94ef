import { defineProject } from 'vitest/config';

// Kept apart from vite.config.ts: the React Router plugin is for the app build, not for unit tests.
export default defineProject({
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['app/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'build-plugins/**/*.test.ts'],
    setupFiles: ['./vitest.setup.ts'],
    // Above the setup's 10 s wait for elements, so a slow find fails with its own message.
    testTimeout: 30_000,
  },
});
