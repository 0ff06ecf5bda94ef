// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';

const resolveDealsVisitor = vi.fn();
const loadFlightDeals = vi.fn();
vi.mock('./deals-visitor.server', () => ({ resolveDealsVisitor }));
vi.mock('./deals-api.server', () => ({ loadFlightDeals }));

const { loadHomeDestinations, HOME_DESTINATIONS_COUNT } = await import('./home-destinations.server');

const VISITOR = { origin: 'MEX', currency: 'MXN', originProblem: null, typedOrigin: null };
const ORIGIN = { iataCode: 'MEX', cityName: 'Ciudad de México' };

function deal(code: string, computedAt: string) {
  return { destination: { iataCode: code }, computedAt };
}

afterEach(() => {
  vi.clearAllMocks();
  vi.useRealTimers();
});

describe('loadHomeDestinations', () => {
  it("keeps the visitor's origin and the first deals, dated by the oldest price among them", async () => {
    resolveDealsVisitor.mockResolvedValue(VISITOR);
    const deals = Array.from({ length: 9 }, (_, i) => deal(`D${i}`, `2026-11-2${i % 5}T06:00:00Z`));
    loadFlightDeals.mockResolvedValue({ visitor: VISITOR, answer: { data: { origin: ORIGIN, deals } } });
    const result = await loadHomeDestinations(new Request('http://localhost/'), 'es');
    expect(loadFlightDeals).toHaveBeenCalledWith(expect.any(Request), 'es', VISITOR);
    expect(result?.origin).toEqual(ORIGIN);
    expect(result?.deals).toHaveLength(HOME_DESTINATIONS_COUNT);
    expect(result?.computedAt).toBe('2026-11-20T06:00:00Z');
  });

  it('gives up on deals that take longer than its budget, so the page is not held up', async () => {
    vi.useFakeTimers();
    resolveDealsVisitor.mockResolvedValue(VISITOR);
    loadFlightDeals.mockReturnValue(new Promise(() => {}));
    const pending = loadHomeDestinations(new Request('http://localhost/'), 'es', 500);
    await vi.advanceTimersByTimeAsync(500);
    await expect(pending).resolves.toBeNull();
  });

  it('shows no destinations when the supplier failed or found none', async () => {
    resolveDealsVisitor.mockResolvedValue(VISITOR);
    loadFlightDeals.mockResolvedValueOnce({ visitor: VISITOR, answer: null });
    expect(await loadHomeDestinations(new Request('http://localhost/'), 'pt')).toBeNull();
    loadFlightDeals.mockResolvedValueOnce({
      visitor: VISITOR,
      answer: { data: { origin: ORIGIN, deals: [] } },
    });
    expect(await loadHomeDestinations(new Request('http://localhost/'), 'pt')).toBeNull();
    loadFlightDeals.mockRejectedValueOnce(new Error('network'));
    expect(await loadHomeDestinations(new Request('http://localhost/'), 'pt')).toBeNull();
  });
});
