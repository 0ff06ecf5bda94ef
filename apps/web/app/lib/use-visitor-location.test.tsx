import { act, cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useVisitorLocation } from './use-visitor-location';
import { UNKNOWN_VISITOR_LOCATION, useVisitorStore, type VisitorLocation } from './visitor.store';

const MEXICO: VisitorLocation = {
  detected: true,
  countryCode: 'MX',
  currencyCode: 'MXN',
  latitude: 19.4,
  longitude: -99.1,
};

function Country() {
  const location = useVisitorLocation();
  return <p>{location === null ? 'unknown' : (location.countryCode ?? 'not detected')}</p>;
}

function renderWithRoot(visitorLocation: VisitorLocation | null) {
  const router = createMemoryRouter(
    [{ id: 'root', path: '/', loader: () => ({ visitorLocation }), Component: Country }],
    {
      hydrationData: { loaderData: { root: { visitorLocation } } },
    },
  );
  render(<RouterProvider router={router} />);
}

afterEach(() => {
  cleanup();
  useVisitorStore.setState({ location: null });
});

describe('useVisitorLocation', () => {
  it('reads where the server located the visitor for the page', () => {
    renderWithRoot(MEXICO);
    expect(screen.getByText('MX')).toBeTruthy();
  });

  it("takes the browser's answer when the server had none in time", () => {
    renderWithRoot(null);
    expect(screen.getByText('unknown')).toBeTruthy();
    act(() => useVisitorStore.getState().setLocation(UNKNOWN_VISITOR_LOCATION));
    expect(screen.getByText('not detected')).toBeTruthy();
  });
});
