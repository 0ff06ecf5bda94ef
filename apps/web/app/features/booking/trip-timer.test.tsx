import { act, cleanup, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { createRoutesStub } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getI18n } from '../../lib/i18n';
import { TripHold, useHoldExpired } from './trip-timer';

let renders = 0;
function Form({ expiresAt }: { expiresAt: string | null }) {
  renders += 1;
  return <p>{useHoldExpired(expiresAt) ? 'over' : 'held'}</p>;
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-12-01T12:00:00Z'));
  renders = 0;
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('useHoldExpired', () => {
  it('turns once, when the hold ends, and renders nothing in between', () => {
    render(<Form expiresAt="2026-12-01T12:08:00Z" />);
    expect(screen.getByText('held')).toBeTruthy();
    const before = renders;
    act(() => vi.advanceTimersByTime(7 * 60_000));
    expect(renders).toBe(before);
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByText('over')).toBeTruthy();
  });

  it('is over at once for a hold already past, and held again when it is extended', () => {
    const { rerender } = render(<Form expiresAt="2026-12-01T11:59:00Z" />);
    expect(screen.getByText('over')).toBeTruthy();
    rerender(<Form expiresAt="2026-12-01T12:05:00Z" />);
    expect(screen.getByText('held')).toBeTruthy();
  });

  it('is never over without a hold or with an end it cannot read', () => {
    render(<Form expiresAt={null} />);
    act(() => vi.advanceTimersByTime(60 * 60_000));
    expect(screen.getByText('held')).toBeTruthy();
    cleanup();
    render(<Form expiresAt="not a date" />);
    expect(screen.getByText('held')).toBeTruthy();
  });
});

describe('TripHold without script', () => {
  /** The page as the server writes it, for a visitor it located in `countryCode` (the root loader's). */
  function serverHtml(countryCode: string | null) {
    const hold = { expiresAt: '2026-12-01T12:08:00Z', extended: false };
    const Stub = createRoutesStub([
      {
        id: 'root',
        path: '/',
        Component: () => <TripHold offerId="1" hold={hold} action="/booking/summary?offerId=1" />,
      },
    ]);
    const visitorLocation = {
      detected: true,
      countryCode,
      currencyCode: 'USD',
      latitude: null,
      longitude: null,
    };
    return renderToString(
      <I18nextProvider i18n={getI18n('es')}>
        <Stub initialEntries={['/']} hydrationData={{ loaderData: { root: { visitorLocation } } }} />
      </I18nextProvider>,
    );
  }

  it('says how long the price is held, and until when by the clocks of a one-zone country', () => {
    expect(serverHtml('CO')).toMatch(
      /Mantenemos este precio 8 minutos más, hasta las 07:08 a\.\s?m\. hora estándar de Colombia\./,
    );
  });

  it('says only how long where the country has several zones or is unknown, never a UTC time', () => {
    for (const country of ['MX', null]) {
      const html = serverHtml(country);
      expect(html).toContain('Mantenemos este precio 8 minutos más.');
      expect(html).not.toMatch(/UTC|12:08/);
    }
  });
});
