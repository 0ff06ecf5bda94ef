// @vitest-environment node
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createElement, Fragment } from 'react';
import type { ServerBuild } from 'react-router';
import { Outlet } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as entry from '../app/entry.server';
import { REVALIDATED_PAGE_HEADERS } from '../app/lib/http-caching';
import { useNonce } from '../app/lib/nonce';
import { precompressAssets } from './precompress.mjs';
import { createWebServer } from './web-server.mjs';

const HASHED_ASSET = 'entry.client-Abc123.js';

/** A page that may be kept (decision 025), with a nonce'd script as every real page has. */
function ArticlePage() {
  return createElement(
    'p',
    null,
    createElement('script', { nonce: useNonce() }, 'void 0'),
    'Artículo de prueba',
  );
}

/**
 * A build around the app's real `entry.server` (documents and `.data` go through it): the root page,
 * which names no caching policy, and `/articulo` below it, a page browsers may keep and revalidate.
 */
function fakeBuild(): ServerBuild {
  const manifestRoute = {
    id: 'root',
    path: '',
    module: '/assets/root.js',
    hasAction: true,
    hasLoader: true,
    hasClientAction: false,
    hasClientLoader: false,
    hasClientMiddleware: false,
    hasErrorBoundary: false,
    clientActionModule: undefined,
    clientLoaderModule: undefined,
    clientMiddlewareModule: undefined,
    hydrateFallbackModule: undefined,
  };
  const articleManifestRoute = {
    ...manifestRoute,
    id: 'article',
    parentId: 'root',
    path: 'articulo',
    module: '/assets/article.js',
    hasAction: false,
    hasLoader: false,
  };
  return {
    entry: { module: entry },
    routes: {
      article: {
        id: 'article',
        parentId: 'root',
        path: 'articulo',
        module: { default: ArticlePage, headers: () => REVALIDATED_PAGE_HEADERS },
      },
      root: {
        id: 'root',
        path: '',
        module: {
          default: () => createElement(Fragment, null, 'Página de prueba', createElement(Outlet)),
          loader: ({ request }: { request: Request }) => ({
            greeting: 'hola',
            client: request.headers.get('x-forwarded-for'),
          }),
          action: () => ({ saved: true }),
        },
      },
    },
    assets: {
      entry: { module: `/assets/${HASHED_ASSET}`, imports: [] },
      routes: { root: manifestRoute, article: articleManifestRoute },
      url: '/assets/manifest-test.js',
      version: 'test',
    },
    publicPath: '/',
    assetsBuildDirectory: 'build/client',
    future: { v8_middleware: false, v8_passThroughRequests: false, v8_trailingSlashAwareDataRequests: false },
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: 'lazy', manifestPath: '/__manifest' },
  } as unknown as ServerBuild;
}

type RawResponse = { status: number; headers: Record<string, string>; body: string };

/** Sends bytes as they are (fetch refuses TRACE, TRACK and CONNECT) and reads until the server closes. */
function sendRaw(port: number, head: string): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(head));
    let text = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => {
      text += chunk;
    });
    socket.on('error', reject);
    socket.on('close', () => {
      const [top = '', body = ''] = text.split('\r\n\r\n');
      const [statusLine = '', ...lines] = top.split('\r\n');
      const headers = Object.fromEntries(
        lines.map((line) => {
          const colon = line.indexOf(':');
          return [line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()];
        }),
      );
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body });
    });
  });
}

const request = (method: string, target = '/') =>
  `${method} ${target} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`;

describe('createWebServer', () => {
  let clientDir: string;
  let server: ReturnType<typeof createWebServer>;
  let port: number;
  let origin: string;

  beforeAll(async () => {
    clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'web-client-'));
    fs.mkdirSync(path.join(clientDir, 'assets'));
    fs.writeFileSync(path.join(clientDir, 'assets', HASHED_ASSET), 'console.log("hola");\n');
    fs.writeFileSync(path.join(clientDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    server = createWebServer({ build: fakeBuild(), clientDir, mode: 'production', logRequests: false });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
    origin = `http://127.0.0.1:${port}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    fs.rmSync(clientDir, { recursive: true, force: true });
  });

  it.each(['TRACE', 'TRACK', 'PUT', 'DELETE', 'OPTIONS'])(
    'answers %s with 405 and the methods it serves',
    async (method) => {
      const response = await sendRaw(port, request(method));
      expect(response.status).toBe(405);
      expect(response.headers.allow).toBe('GET, HEAD, POST');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    },
  );

  it('answers CONNECT with 405 instead of dropping the connection', async () => {
    const response = await sendRaw(port, 'CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n');
    expect(response.status).toBe(405);
    expect(response.headers.allow).toBe('GET, HEAD, POST');
  });

  it('keeps serving pages to GET and HEAD and form actions to POST', async () => {
    const page = await fetch(`${origin}/`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Página de prueba');
    const head = await fetch(`${origin}/`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    // The headers a GET gets (the page's own security headers included), without the body.
    expect(head.headers.get('x-content-type-options')).toBe('nosniff');
    expect(head.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    const action = await fetch(`${origin}/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: origin },
      body: 'name=Ana',
    });
    expect(action.status).toBe(200);
  });

  it('serves hashed assets as immutable for a year, with nosniff', async () => {
    const response = await fetch(`${origin}/assets/${HASHED_ASSET}`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('hola');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('revalidates the public files by ETag and Last-Modified: 304 while unchanged, an hour fresh', async () => {
    const response = await fetch(`${origin}/favicon.svg`);
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
    const etag = response.headers.get('etag') ?? '';
    const lastModified = response.headers.get('last-modified') ?? '';
    expect(etag).not.toBe('');
    expect(lastModified).not.toBe('');
    // As a browser revalidates (fetch would add `Cache-Control: no-cache` to a request it sees as
    // conditional, and express.static then answers in full, as it should to a reload).
    const revalidate = (condition: Record<string, string>) =>
      fetch(`${origin}/favicon.svg`, { headers: { ...condition, 'Cache-Control': 'max-age=0' } });
    expect((await revalidate({ 'If-None-Match': etag })).status).toBe(304);
    expect((await revalidate({ 'If-Modified-Since': lastModified })).status).toBe(304);
  });

  it('keeps a page that names no caching policy out of every cache', async () => {
    const response = await fetch(`${origin}/`, { headers: { 'If-None-Match': '*' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('etag')).toBeNull();
    const data = await fetch(`${origin}/_root.data`);
    expect(data.headers.get('cache-control')).toBe('private, no-store');
  });

  it('tags a page browsers may keep with the same ETag on every render, whatever its nonce', async () => {
    const first = await fetch(`${origin}/articulo`);
    const second = await fetch(`${origin}/articulo`);
    expect(await first.text()).toContain('Artículo de prueba');
    const nonceOf = (response: Response) =>
      /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1];
    expect(nonceOf(first)).not.toBe(nonceOf(second));
    expect(first.headers.get('cache-control')).toBe('private, no-cache');
    expect(first.headers.get('etag')).toMatch(/^W\/"[\w-]+"$/);
    expect(second.headers.get('etag')).toBe(first.headers.get('etag'));
  });

  it('answers 304 to a browser revalidating a page it keeps, without a CSP that would replace its nonce', async () => {
    const first = await fetch(`${origin}/articulo`);
    const etag = first.headers.get('etag') ?? '';
    const again = await fetch(`${origin}/articulo`, { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('etag')).toBe(etag);
    expect(again.headers.get('cache-control')).toBe('private, no-cache');
    expect(again.headers.get('content-security-policy')).toBeNull();
  });

  it('says which client build it serves, never from a cache', async () => {
    const response = await fetch(`${origin}/version.json`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ version: 'test' });
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('serves the other client files (the favicon) with nosniff', async () => {
    const response = await fetch(`${origin}/favicon.svg`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('image/svg+xml');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('answers single-fetch .data requests with nosniff', async () => {
    const response = await fetch(`${origin}/_root.data`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/x-script');
    expect(await response.text()).toContain('hola');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it("tells the pages the visitor's own address, whatever X-Forwarded-For the visitor sent", async () => {
    const response = await fetch(`${origin}/_root.data`, { headers: { 'x-forwarded-for': '6.6.6.6' } });
    const body = await response.text();
    expect(body).toContain('127.0.0.1');
    expect(body).not.toContain('6.6.6.6');
  });

  it('does not say it is Express', async () => {
    const response = await fetch(`${origin}/favicon.svg`);
    expect(response.headers.get('x-powered-by')).toBeNull();
  });
});

describe('precompressed assets', () => {
  const script = `${'export const words = ["vuelo", "hotel", "tour"];\n'.repeat(200)}`;
  let clientDir: string;
  let server: ReturnType<typeof createWebServer>;
  let origin: string;

  beforeAll(async () => {
    clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'web-client-br-'));
    fs.mkdirSync(path.join(clientDir, 'assets'));
    fs.writeFileSync(path.join(clientDir, 'assets', 'home-Abc123.js'), script);
    fs.writeFileSync(path.join(clientDir, 'assets', 'tiny-Abc123.js'), 'export {};\n');
    expect(precompressAssets(path.join(clientDir, 'assets'))).toBe(1);
    server = createWebServer({ build: fakeBuild(), clientDir, mode: 'production', logRequests: false });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    fs.rmSync(clientDir, { recursive: true, force: true });
  });

  it('sends the build-time Brotli file, as a script and cached for good, to a browser that takes Brotli', async () => {
    const response = await fetch(`${origin}/assets/home-Abc123.js`, { headers: { 'Accept-Encoding': 'br' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('cache-control')).toContain('immutable');
    expect(response.headers.get('vary')).toContain('Accept-Encoding');
    expect(Number(response.headers.get('content-length'))).toBe(
      fs.statSync(path.join(clientDir, 'assets', 'home-Abc123.js.br')).size,
    );
    expect(await response.text()).toBe(script);
  });

  it('compresses on the fly for a browser without Brotli, and leaves files without a .br alone', async () => {
    const gzip = await fetch(`${origin}/assets/home-Abc123.js`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(await gzip.text()).toBe(script);
    const tiny = await fetch(`${origin}/assets/tiny-Abc123.js`, { headers: { 'Accept-Encoding': 'br' } });
    expect(tiny.status).toBe(200);
    expect(await tiny.text()).toBe('export {};\n');
  });
});
