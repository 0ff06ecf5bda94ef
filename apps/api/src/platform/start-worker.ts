import { Worker } from 'node:worker_threads';

/**
 * A worker thread running the module at `url`: JavaScript as is (the bundle), TypeScript source
 * through tsx's loader (tests, `npm run dev`), by way of typescript-worker.mjs.
 */
export function startWorker(url: URL): Worker {
  if (!url.pathname.endsWith('.ts')) return new Worker(url);
  return new Worker(new URL('./typescript-worker.mjs', import.meta.url), {
    workerData: { typeScriptModule: url.href },
  });
}
