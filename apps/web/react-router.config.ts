import type { Config } from '@react-router/dev/config';

export default {
  ssr: true,
  buildDirectory: process.env.WEB_BUILD_DIR ?? 'build',
  future: {
    // Route middleware lets the root route answer legacy /es/... paths before any loader runs.
    v8_middleware: true,
  },
} satisfies Config;
