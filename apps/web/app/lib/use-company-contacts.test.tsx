import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createRoutesStub, Outlet } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SiteFooter } from '../layouts/site-footer';
import type { CompanyContact } from './company-contacts';
import { getI18n } from './i18n';
import { UNKNOWN_VISITOR_LOCATION, useVisitorStore } from './visitor.store';

afterEach(() => {
  cleanup();
  useVisitorStore.setState({ location: null });
  vi.unstubAllGlobals();
});

const CONTACTS: CompanyContact[] = [
  { countryCode: 'CO', contactNumber: '+576015087000', display: '+57 601 508 7000' },
  { countryCode: '', contactNumber: '+13055084000', display: '+1 305 508 4000' },
];

/** The footer under a root route whose loader hands over `contacts`, as root.tsx does. */
async function renderFooter(contacts: CompanyContact[] | undefined) {
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      Component: Outlet,
      HydrateFallback: () => null,
      loader: () => ({ siteUrl: '', apiPublicUrl: '', companyContacts: contacts }),
      children: [{ index: true, Component: SiteFooter }],
    },
  ]);
  render(
    <I18nextProvider i18n={getI18n('es')}>
      <Stub initialEntries={['/']} />
    </I18nextProvider>,
  );
  return screen.findByRole('contentinfo');
}

const callLink = () => screen.getByRole('link', { name: /^\+/ });

describe('the call-centre number in the footer', () => {
  it('shows the international entry until start-up knows where the visitor is', async () => {
    await renderFooter(CONTACTS);
    expect(callLink()).toHaveProperty('href', 'tel:+13055084000');
    expect(callLink().textContent).toBe('+1 305 508 4000');
  });

  it("shows the visitor's country's number once start-up has located them", async () => {
    await renderFooter(CONTACTS);
    act(() =>
      useVisitorStore
        .getState()
        .setLocation({ ...UNKNOWN_VISITOR_LOCATION, detected: true, countryCode: 'CO' }),
    );
    expect(await screen.findByRole('link', { name: '+57 601 508 7000' })).toHaveProperty(
      'href',
      'tel:+576015087000',
    );
  });

  it('shows the default international number when the contacts could not be loaded', async () => {
    await renderFooter(undefined);
    act(() =>
      useVisitorStore
        .getState()
        .setLocation({ ...UNKNOWN_VISITOR_LOCATION, detected: true, countryCode: 'CO' }),
    );
    expect(await screen.findByRole('link', { name: '+1 305 508 3000' })).toHaveProperty(
      'href',
      'tel:+13055083000',
    );
  });

  it("gives the hours on the visitor's clocks with the zone's name", async () => {
    const footer = await renderFooter(CONTACTS);
    const name = zoneName(Intl.DateTimeFormat().resolvedOptions().timeZone);
    await waitFor(() => expect(footer.textContent?.toLowerCase()).toContain(`${name.toLowerCase()}.`));
    expect(footer.textContent).toMatch(/Horario de atención: de \d\d:00 a \d\d:00, todos los días\./);
  });

  it("keeps Bogotá's hours until the hours are about to be seen, then gives the visitor's", async () => {
    const observers: { callback: IntersectionObserverCallback; target?: Element }[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        private readonly entry: { callback: IntersectionObserverCallback; target?: Element };
        constructor(callback: IntersectionObserverCallback) {
          this.entry = { callback };
          observers.push(this.entry);
        }
        observe(target: Element) {
          this.entry.target = target;
        }
        disconnect() {}
      },
    );
    vi.stubGlobal('Intl', { ...Intl, DateTimeFormat: fixedZoneDateTimeFormat('Asia/Tokyo') });
    const footer = await renderFooter(CONTACTS);
    const hours = /de (\d\d:\d\d) a (\d\d:\d\d)/;
    expect(footer.textContent).toMatch(hours);
    expect(hours.exec(footer.textContent ?? '')?.slice(1)).toEqual(['08:00', '22:00']);
    expect(footer.textContent?.toLowerCase()).toContain(`${zoneName('America/Bogota').toLowerCase()}.`);

    const [observer] = observers;
    expect(observer?.target?.textContent).toMatch(/Horario de atención/);
    act(() =>
      observer?.callback(
        [{ isIntersecting: true, target: observer.target } as IntersectionObserverEntry],
        {} as IntersectionObserver,
      ),
    );
    // 08:00 to 22:00 in Bogotá (UTC−5) is 22:00 to 12:00 in Tokyo (UTC+9).
    await waitFor(() => expect(hours.exec(footer.textContent ?? '')?.slice(1)).toEqual(['22:00', '12:00']));
    expect(footer.textContent?.toLowerCase()).toContain(`${zoneName('Asia/Tokyo').toLowerCase()}.`);
  });
});

function zoneName(timeZone: string): string {
  return (
    new Intl.DateTimeFormat('es-419', { timeZone, timeZoneName: 'long' })
      .formatToParts(new Date())
      .find((part) => part.type === 'timeZoneName')?.value ?? timeZone
  );
}

/** Intl.DateTimeFormat as in a browser whose clocks are set to `zone` (called with or without new). */
function fixedZoneDateTimeFormat(zone: string): typeof Intl.DateTimeFormat {
  const Real = Intl.DateTimeFormat;
  const inZone = (args: unknown[]) =>
    new Real(args[0] as string | undefined, {
      timeZone: zone,
      ...(args[1] as Intl.DateTimeFormatOptions | undefined),
    });
  return new Proxy(Real, {
    construct: (_target, args) => inZone(args),
    apply: (_target, _this, args) => inZone(args),
  });
}
