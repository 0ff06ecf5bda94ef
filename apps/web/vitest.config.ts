import { defineProject } from 'vitest/config';

// Kept apart from vite.config.ts: the React Router plugin is for the app build, not for unit tests.
export default defineProject({
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['app/**/*.test.{ts,tsx}'],
    setupFiles: ['./vitest.setup.ts'],
  },
});
