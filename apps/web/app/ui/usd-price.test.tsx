import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UNKNOWN_VISITOR_LOCATION, useVisitorStore } from '../lib/visitor.store';
import { UsdPrice } from './usd-price';

vi.mock('../lib/use-locale', () => ({ useLocale: () => 'es' }));
vi.mock('../lib/use-api-client', () => ({
  useApiClient: () => ({
    get: async () => ({ data: { date: '2026-11-24', base: 'USD', rates: { COP: '4000' } } }),
  }),
}));

afterEach(() => {
  useVisitorStore.setState({ location: null });
});

describe('UsdPrice', () => {
  it('shows dollars while the visitor is not located', () => {
    const { container } = render(<UsdPrice usd={890} />);
    expect(container.textContent).toMatch(/890/);
    expect(container.textContent).not.toMatch(/COP/);
  });

  it("shows the visitor's currency with the dollars beside it once rates load", async () => {
    useVisitorStore.setState({ location: { ...UNKNOWN_VISITOR_LOCATION, currencyCode: 'COP' } });
    render(<UsdPrice usd={890} />);
    expect(await screen.findByText(/\(.*890.*\)/)).toBeTruthy();
    expect(document.body.textContent).toMatch(/3\.560\.000/);
  });
});
