// Serves the production build (`npm start -w @travel/web`, and `npm start` through scripts/start.mjs).
// PORT (default 3000) and HOST (default: every interface) as react-router-serve read them.
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createWebServer } from './server/web-server.mjs';

process.env.NODE_ENV ??= 'production';
// Stack traces point at the sources when the build has source maps (BUILD_SOURCEMAP=1).
process.setSourceMapsEnabled(true);

const here = path.dirname(fileURLToPath(import.meta.url));
// Importing the build validates the environment (app/entry.server.tsx): a bad variable stops here.
/** @type {import('react-router').ServerBuild} */
const build = await import(pathToFileURL(path.join(here, 'build/server/index.js')).href);

const port = Number(process.env.PORT || 3000);
const host = process.env.HOST || undefined;
const server = createWebServer({ build, clientDir: path.join(here, 'build/client') });

server.listen(port, host, () => {
  console.log(`[web] http://localhost:${port}${host ? ` (http://${host}:${port})` : ''}`);
});

/** Stops taking connections, lets the requests in progress finish, and gives up after 10 s. */
function shutDown() {
  server.close((error) => process.exit(error ? 1 : 0));
  server.closeIdleConnections();
  setTimeout(() => {
    server.closeAllConnections();
    process.exit(1);
  }, 10_000).unref();
}
process.once('SIGINT', shutDown);
process.once('SIGTERM', shutDown);
