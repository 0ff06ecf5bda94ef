import { act, cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createRoutesStub, Outlet } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { SiteFooter } from '../layouts/site-footer';
import type { CompanyContact } from './company-contacts';
import { getI18n } from './i18n';
import { UNKNOWN_VISITOR_LOCATION, useVisitorStore } from './visitor.store';

afterEach(() => {
  cleanup();
  useVisitorStore.setState({ location: null });
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
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const name = new Intl.DateTimeFormat('es-419', { timeZone: zone, timeZoneName: 'long' })
      .formatToParts(new Date())
      .find((part) => part.type === 'timeZoneName')?.value;
    expect(footer.textContent).toMatch(/Horario de atención: de \d\d:00 a \d\d:00, todos los días\./);
    expect(footer.textContent?.toLowerCase()).toContain(`${name?.toLowerCase()}.`);
  });
});
