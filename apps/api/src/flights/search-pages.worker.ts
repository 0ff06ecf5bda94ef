/**
 * The worker thread that makes results pages (search-pages.thread.ts starts it): its own built-in
 * supplier over the same reference data and the machine's clock, so its offers, ids and prices are
 * the ones the API's thread rebuilds when an offer is looked up or booked (the supplier is
 * deterministic). Answers each request by its id; a failure goes back as its code and detail.
 */
import { parentPort } from 'node:worker_threads';
import { AppError } from '../errors.ts';
import { systemClock } from '../platform/clock.ts';
import { loadReferenceData } from '../platform/reference-data/reference-data.loader.ts';
import type { SearchPagesReply, SearchPagesRequest } from './search-pages.thread.ts';
import { createSearchPages } from './search-pages.ts';
import { createBuiltinFlightSupplier } from './supplier/builtin/builtin-flight-supplier.ts';

const port = parentPort;
if (!port) throw new Error('search-pages.worker runs as a worker thread');

const supplier = createBuiltinFlightSupplier({
  referenceData: await loadReferenceData(),
  clock: systemClock,
});
const pages = createSearchPages({ supplier });

async function handle(request: SearchPagesRequest): Promise<SearchPagesReply> {
  try {
    if (request.kind === 'answer') {
      return { id: request.id, ok: true, body: await pages.answer(request.page) };
    }
    return { id: request.id, ok: true, cheapest: await pages.cheapest(request.search) };
  } catch (error) {
    return {
      id: request.id,
      ok: false,
      code: error instanceof AppError ? error.code : null,
      detail: error instanceof Error ? error.message : String(error),
    };
  }
}

port.on('message', (request: SearchPagesRequest) => {
  void handle(request).then((reply) => port.postMessage(reply));
});
