// Plain JavaScript (type-checked through JSDoc) so Node runs it as it is: no build step of its own.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { createRequestHandler } from '@react-router/express';
import compression from 'compression';
import express from 'express';
import morgan from 'morgan';

/** Where pages ask which client build is deployed now. */
export const VERSION_PATH = '/version.json';

/** Pages and single-fetch data (GET, HEAD) and form actions (POST): everything the site serves. */
export const ALLOWED_METHODS = ['GET', 'HEAD', 'POST'];

const ALLOW = ALLOWED_METHODS.join(', ');

/** A 405 written straight to a socket, for requests Express never sees (CONNECT, unknown methods). */
const RAW_METHOD_NOT_ALLOWED = [
  'HTTP/1.1 405 Method Not Allowed',
  `Allow: ${ALLOW}`,
  'X-Content-Type-Options: nosniff',
  'Content-Length: 0',
  'Connection: close',
  '',
  '',
].join('\r\n');

/**
 * TRUST_PROXY as the API reads it: `false` (default), `true`, or the proxies' addresses/CIDRs.
 * @param {string | undefined} value
 * @returns {boolean | string}
 */
export function readTrustProxy(value) {
  if (!value || value === 'false') return false;
  return value === 'true' ? true : value;
}

/** @param {import('node:http').ServerResponse} res */
function setNoSniff(res) {
  res.setHeader('X-Content-Type-Options', 'nosniff');
}

/**
 * A hashed script or style the build wrote as `.br` too (server/precompress.mjs) goes out as that
 * file to a browser that accepts Brotli: quality 11 instead of compression()'s on-the-fly 4. The
 * request is rewritten to the `.br` file, which express.static below then serves with its caching.
 *
 * @param {string} assetsDir
 * @param {string} urlPrefix
 * @returns {import('express').RequestHandler}
 */
export function servePrecompressed(assetsDir, urlPrefix) {
  const types = {
    '.js': 'text/javascript; charset=utf-8',
    '.css': 'text/css; charset=utf-8',
    '.svg': 'image/svg+xml',
    '.json': 'application/json',
  };
  return (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !req.path.startsWith(urlPrefix)) return next();
    const extension = path.extname(req.path);
    const type = types[/** @type {keyof typeof types} */ (extension)];
    if (!type || !/\bbr\b/.test(String(req.headers['accept-encoding'] ?? ''))) return next();
    const name = req.path.slice(urlPrefix.length);
    if (name.includes('/') || name.includes('..') || !fs.existsSync(path.join(assetsDir, `${name}.br`)))
      return next();
    res.setHeader('Content-Encoding', 'br');
    res.setHeader('Content-Type', type);
    res.vary('Accept-Encoding');
    req.url = `${req.url.split('?')[0]}.br`;
    next();
  };
}

/**
 * The web app's request pipeline: method guard, compression, the client build's files, then React
 * Router. Documents get their security headers in `app/entry.server.tsx`, single-fetch `.data`
 * answers in its `handleDataRequest`; the files served here get `nosniff` from `express.static`.
 *
 * @param {{
 *   build: import('react-router').ServerBuild,
 *   clientDir: string,
 *   mode?: string,
 *   logRequests?: boolean,
 *   trustProxy?: boolean | string,
 * }} options `clientDir` is the client build (`build/client`), resolved by the caller so the
 *   server does not depend on its working directory.
 */
export function createWebApp({
  build,
  clientDir,
  mode = process.env.NODE_ENV,
  logRequests = true,
  trustProxy = readTrustProxy(process.env.TRUST_PROXY),
}) {
  const app = express();
  app.disable('x-powered-by');

  // First of all: React Router cannot even build a Fetch Request for TRACE (a 500 before this), and
  // no page answers PUT, DELETE, OPTIONS…
  app.use((req, res, next) => {
    if (ALLOWED_METHODS.includes(req.method)) {
      next();
      return;
    }
    setNoSniff(res);
    res.set('Allow', ALLOW).status(405).type('text/plain').send('Method Not Allowed');
  });

  // The pages call the API on the visitor's behalf: X-Forwarded-For becomes the visitor's address as
  // this server determines it (TRUST_PROXY names the proxies in front of it), so the API can count
  // rate limits per visitor when its own TRUST_PROXY names the web servers. Never the visitor's say.
  app.set('trust proxy', trustProxy);
  app.use((req, _res, next) => {
    req.headers['x-forwarded-for'] = req.ip ?? req.socket.remoteAddress ?? '';
    next();
  });

  app.use(servePrecompressed(path.join(clientDir, 'assets'), path.posix.join(build.publicPath, 'assets/')));
  app.use(compression());
  // Vite puts a content hash in every file name under assets/: a URL's content never changes.
  app.use(
    path.posix.join(build.publicPath, 'assets'),
    express.static(path.join(clientDir, 'assets'), { immutable: true, maxAge: '1y', setHeaders: setNoSniff }),
  );
  // The rest of the client build: public/ as Vite copied it (favicon…), under stable names.
  app.use(build.publicPath, express.static(clientDir, { maxAge: '1h', setHeaders: setNoSniff }));

  // The version of the client build this server serves: pages poll it and offer a reload when a
  // deployment replaced the build they run (spec §4 new-version check).
  app.get(VERSION_PATH, (_req, res) => {
    setNoSniff(res);
    res.set('Cache-Control', 'no-store').json({ version: build.assets.version });
  });

  if (logRequests) app.use(morgan('tiny'));
  app.use(createRequestHandler({ build, mode }));
  return app;
}

/**
 * The HTTP server around `createWebApp`. Node answers two kinds of request before any Express code
 * runs: CONNECT (by closing the connection) and methods its parser does not know, such as TRACK (a
 * 400). Both get the same 405 as any other method the site does not serve.
 *
 * @param {Parameters<typeof createWebApp>[0]} options
 */
export function createWebServer(options) {
  const server = http.createServer(createWebApp(options));
  server.on('connect', (_req, socket) => {
    socket.end(RAW_METHOD_NOT_ALLOWED);
  });
  server.on('clientError', (error, socket) => {
    const code = /** @type {NodeJS.ErrnoException} */ (error).code;
    if (code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    // Any other malformed request keeps Node's own answers.
    const response =
      code === 'HPE_INVALID_METHOD'
        ? RAW_METHOD_NOT_ALLOWED
        : code === 'HPE_HEADER_OVERFLOW'
          ? 'HTTP/1.1 431 Request Header Fields Too Large\r\nConnection: close\r\n\r\n'
          : code === 'ERR_HTTP_REQUEST_TIMEOUT'
            ? 'HTTP/1.1 408 Request Timeout\r\nConnection: close\r\n\r\n'
            : 'HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n';
    socket.end(response);
  });
  return server;
}
