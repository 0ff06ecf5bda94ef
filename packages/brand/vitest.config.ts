import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'brand', include: ['src/**/*.test.ts'] },
});
