import type {
  SearchRequest,
  SearchRequestCreate,
  SearchRequestUpdate,
} from '@travel/contract/search-requests';
import { AppError } from '../errors.ts';
import type { Clock } from '../platform/clock.ts';
import type { SearchRequestRow, SearchRequestsRepository } from './search-requests.repository.ts';

function toSearchRequest(row: SearchRequestRow): SearchRequest {
  return {
    id: row.id,
    tripType: row.tripType === '1' ? '1' : '2',
    origin: row.origin,
    destination: row.destination,
    departureDate: row.departureDate,
    returnDate: row.returnDate,
    cabin: row.cabin,
    travelerInfo: { adult: row.adults, child: row.children, infant: row.infants },
    currencyCode: row.currencyCode,
    resultCount: row.resultCount,
    selectedOfferId: row.selectedOfferId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function createSearchRequestsService({
  repository,
  clock,
}: {
  repository: SearchRequestsRepository;
  clock: Clock;
}) {
  return {
    async record(input: SearchRequestCreate): Promise<SearchRequest> {
      const { criteria } = input;
      const [outbound, inbound] = criteria.legInfo;
      if (!outbound) throw new AppError('VALIDATION_FAILED', { detail: 'legInfo is empty' });
      const row = await repository.insert({
        agentId: input.agentId ?? null,
        tripType: input.tripType,
        origin: outbound.from,
        destination: outbound.to,
        departureDate: outbound.departureDate,
        returnDate: inbound?.departureDate ?? null,
        cabin: criteria.cabin,
        adults: criteria.travelerInfo.adult,
        children: criteria.travelerInfo.child,
        infants: criteria.travelerInfo.infant,
        currencyCode: criteria.currencyCode,
        criteria,
        attribution: input.infoData ?? null,
        createdAt: clock.now(),
        updatedAt: clock.now(),
      });
      return toSearchRequest(row);
    },
    /**
     * A search recorded with an owner is changed by that owner only; anyone else gets the answer of an
     * unknown id. One recorded without (no cookie reached the web server) is changed by whoever holds
     * its random id, which only the page that showed the results was given.
     */
    async update(id: string, { agentId, ...changes }: SearchRequestUpdate): Promise<SearchRequest> {
      const existing = await repository.find(id);
      const allowed = existing && (existing.agentId === null || existing.agentId === agentId);
      const row = allowed ? await repository.update(id, { ...changes, updatedAt: clock.now() }) : undefined;
      if (!row) throw new AppError('SEARCH_REQUEST_NOT_FOUND', { detail: `No search request ${id}` });
      return toSearchRequest(row);
    },
  };
}
export type SearchRequestsService = ReturnType<typeof createSearchRequestsService>;
