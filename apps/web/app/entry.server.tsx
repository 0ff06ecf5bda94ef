import { randomBytes } from 'node:crypto';
import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import type { RenderToPipeableStreamOptions } from 'react-dom/server';
import { renderToPipeableStream } from 'react-dom/server';
import type { EntryContext } from 'react-router';
import { ServerRouter } from 'react-router';
import { createModulePreloadStripper } from './lib/defer-module-preloads.server';
import { loadWebEnvOrExit } from './lib/env.server';
import { createFormattedTextWriter, RecordedTexts, recordFormattedText } from './lib/formatted-text.server';
import { applyHttpCaching } from './lib/http-caching.server';
import { NonceProvider } from './lib/nonce';
import { isHttpsRequest } from './lib/request-cookies.server';
import { buildSecurityHeaders } from './lib/security-headers';

// Evaluated when server.mjs imports the build: a bad variable stops the process at start,
// not on the first request.
const env = loadWebEnvOrExit();
const apiOrigin = new URL(env.apiPublicUrl).origin;

export const streamTimeout = 5_000;

/**
 * Single-fetch answers (`/page.data`, what client navigations and fetchers load) are served as
 * `text/x-script`; a browser must never sniff them into something else.
 */
export function handleDataRequest(response: Response, { request }: { request: Request }) {
  response.headers.set('X-Content-Type-Options', 'nosniff');
  return applyHttpCaching(request, response);
}

type ScriptsHandle = { deferScripts?: boolean; scriptsAfterPaint?: boolean };

/**
 * A route opts in with `handle = { deferScripts: true }`: a document first, an app second. With
 * `scriptsAfterPaint` too (the home), its scripts start right after the first paint, all side by
 * side instead of import level by import level.
 */
function readScriptsHandle(routerContext: EntryContext): { defer: boolean; afterPaint: boolean } {
  const handles = routerContext.staticHandlerContext.matches.map(
    (match) => routerContext.routeModules[match.route.id]?.handle as ScriptsHandle | undefined,
  );
  return {
    defer: handles.some((handle) => handle?.deferScripts === true),
    afterPaint: handles.some((handle) => handle?.scriptsAfterPaint === true),
  };
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  const nonce = randomBytes(16).toString('base64');
  const https = isHttpsRequest(request);
  for (const [name, value] of Object.entries(
    buildSecurityHeaders({ nonce, apiOrigin, https, tagManager: env.tagManagerId !== null }),
  )) {
    responseHeaders.set(name, value);
  }

  // https://httpwg.org/specs/rfc9110.html#HEAD: the headers a GET would get, without the body.
  if (request.method.toUpperCase() === 'HEAD') {
    return applyHttpCaching(
      request,
      new Response(null, { status: responseStatusCode, headers: responseHeaders }),
    );
  }

  const rendered = new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    // Crawlers get the whole document at once; people get the shell as soon as it is ready.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';

    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    // What the render formats goes to the browser with the page: hydration reads it instead of
    // building Intl formatters (lib/formatted-text.ts).
    const texts = new RecordedTexts();
    const { pipe, abort } = recordFormattedText(texts, () =>
      renderToPipeableStream(
        <NonceProvider nonce={nonce}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </NonceProvider>,
        {
          nonce,
          // React outlines a finished Suspense boundary larger than this (12.8 kB by default) and shows
          // it with an inline script: without script a page of offers would stay a skeleton. What is
          // ready goes in place; only what is still loading streams (to pages whose script runs).
          progressiveChunkSize: Number.POSITIVE_INFINITY,
          [readyOption]() {
            shellRendered = true;
            const body = new PassThrough({
              final(callback) {
                clearTimeout(timeoutId);
                timeoutId = undefined;
                callback();
              },
            });
            responseHeaders.set('Content-Type', 'text/html');
            pipe(body);
            const scripts = readScriptsHandle(routerContext);
            const page = body.pipe(createFormattedTextWriter(texts, nonce));
            const html = scripts.defer
              ? page.pipe(
                  createModulePreloadStripper(scripts.afterPaint ? { scriptsAfterPaintNonce: nonce } : {}),
                )
              : page;
            resolve(
              new Response(createReadableStreamFromReadable(html), { headers: responseHeaders, status }),
            );
          },
          onShellError(error: unknown) {
            reject(error);
          },
          onError(error: unknown) {
            status = 500;
            // Errors before the shell are logged by React Router when the promise rejects.
            if (shellRendered) console.error(error);
          },
        },
      ),
    );
  });
  // Cache-Control by default, and the ETag and 304 of pages that may be kept (decision 025).
  return rendered.then((response) => applyHttpCaching(request, response, { nonce }));
}
