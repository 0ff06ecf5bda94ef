import type { FlightResultsResponse } from '@travel/contract/flights';
import {
  buildResultsPage,
  type ResultsSource,
  type ResultsView,
  type ToDisplayAmount,
  toDisplayAmountIn,
} from '@travel/domain/flight-results';
import type { ExchangeRateTable } from '@travel/domain/money';
import { deriveLocalizedViews, summarizeOffer } from '@travel/domain/offers';
import { convertBookingFees } from '@travel/domain/payment';
import { LRUCache } from 'lru-cache';
import { type ContentEncoding, encodeJson } from '../platform/cache/serialized-cache.ts';
import type {
  FlightSearchQuery,
  FlightSearchResult,
  FlightSearchSummaries,
  FlightSupplier,
} from './supplier/flight-supplier.port.ts';

/**
 * Searches whose results pages were asked, the latest few: the requests of one results page come
 * together (the page and its day strip, which reads the searched day's), and a search asked again
 * later is made again (under a millisecond, the same answer). Each holds its offers' views, a hundred
 * KB or more of small objects; kept by the dozen or more, every distinct search's views outlived the
 * young generation and the garbage collector copied them all: distinct results pages/s in
 * bench/api-search with 128 kept 1,530, 16 kept 1,620, 8 kept 1,850.
 */
const PREPARED_SEARCHES = { max: 8, ttlMs: 10 * 60_000 };

/** A search the air service has checked (airports, dates, currency): what its pages are made from. */
export interface CheckedSearch {
  /** What the search is kept under: the same query within the hour answers the same (air.service). */
  key: string;
  query: FlightSearchQuery;
  currencyCode: string;
  table: ExchangeRateTable;
}

export interface PageRequest extends CheckedSearch {
  view: ResultsView;
  /** The coding the client accepts; the JSON as is without one. */
  encoding?: ContentEncoding | undefined;
}

/**
 * A flight search made into results pages: the supplier's offers, their views in the display
 * currency, a page of cards with its counts, tabs and facets, written as JSON and compressed. The
 * CPU-heavy part of a search, so the API can run it in a worker thread (search-pages.thread.ts)
 * while its own thread goes on answering; `createSearchPages` runs it in the caller's thread.
 */
export interface SearchPages {
  /** The results answer (`FlightResultsResponse`) as JSON bytes, in `encoding` when given. */
  answer(request: PageRequest): Promise<Buffer>;
  /** The cheapest offer's price in the display currency (a decimal text), null without offers. */
  cheapest(search: CheckedSearch): Promise<string | null>;
  close(): Promise<void>;
}

interface PreparedSearch {
  source: ResultsSource & { toDisplay: ToDisplayAmount };
  meta: FlightResultsResponse['meta'];
}

export interface SearchPagesDeps {
  supplier: FlightSupplier;
  /** Wraps each supplier call (the air service's timeout and error mapping); called as is without. */
  callSupplier?: <T>(call: () => Promise<T>, what: string) => Promise<T>;
}

/** A supplier's whole answer summarised, for one without summaries of its own (Amadeus). */
function summarizeResult(result: FlightSearchResult): FlightSearchSummaries {
  return { offers: result.offers.map(summarizeOffer), carriers: result.dictionaries.carriers ?? {} };
}

/** Results pages made in this thread. */
export function createSearchPages(deps: SearchPagesDeps): SearchPages {
  const callSupplier = deps.callSupplier ?? ((call) => call());
  const { supplier } = deps;

  const prepared = new LRUCache<string, Promise<PreparedSearch>>({
    max: PREPARED_SEARCHES.max,
    ttl: PREPARED_SEARCHES.ttlMs,
  });

  /** The search made into what results pages read, not kept (`prepare` keeps it). */
  async function view(search: CheckedSearch): Promise<PreparedSearch> {
    const { query, currencyCode, table } = search;
    const result = await callSupplier(
      async () =>
        supplier.searchSummaries
          ? supplier.searchSummaries(query)
          : summarizeResult(await supplier.searchOffers(query)),
      'flight search',
    );
    return {
      source: {
        // Priced in the display currency; only the cards a page shows are localized whole.
        views: deriveLocalizedViews(result.offers, currencyCode, table),
        carriers: result.carriers,
        currency: currencyCode,
        fees: convertBookingFees(currencyCode, table),
        roundTrip: query.legInfo.length === 2,
        toDisplay: toDisplayAmountIn(currencyCode, table),
      },
      meta: { count: result.offers.length, currency: currencyCode, exchangeRateDate: table.date },
    };
  }

  /** Computed once per key for concurrent callers; a failed search is asked again next time. */
  function prepare(search: CheckedSearch): Promise<PreparedSearch> {
    let found = prepared.get(search.key);
    if (!found) {
      found = view(search);
      prepared.set(search.key, found);
      found.catch(() => prepared.delete(search.key));
    }
    return found;
  }

  return {
    async answer(request) {
      const { source, meta } = await prepare(request);
      // Written as built, not parsed again on the way out: the page is made of typed fields only
      // (buildResultsPage), its shape is tested against the schema, and the web server parses it
      // with the same schema. Re-parsing cost a tenth of a distinct search's time.
      const json = Buffer.from(JSON.stringify({ data: buildResultsPage(source, request.view), meta }));
      return encodeJson(json, request.encoding);
    },

    async cheapest(search) {
      // A day of the strip keeps its price only: its search is kept when its own results are asked.
      const { source } = await (prepared.get(search.key) ?? view(search));
      let cheapest: (typeof source.views)[number] | undefined;
      for (const offerView of source.views) {
        if (!cheapest || offerView.priceMinor < cheapest.priceMinor) cheapest = offerView;
      }
      if (!cheapest) return null;
      // The price its card shows.
      const { price } = cheapest.offer;
      return source.toDisplay({ amount: price.grandTotal ?? price.total, currency: price.currency }).amount;
    },

    async close() {
      prepared.clear();
    },
  };
}
