import { act, cleanup, render } from '@testing-library/react';
import { acceptAllCookies, rejectAllCookies } from '@travel/domain/consent';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useConsentStore } from '../../lib/consent.store';
import { TagManager } from './tag-manager';

afterEach(cleanup);

const tagScripts = () => document.head.querySelectorAll('script[src*="googletagmanager.com/gtm.js"]');

function renderWith(tagManagerId: string | null) {
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => ({ tagManagerId }),
      HydrateFallback: () => null,
      Component: TagManager,
    },
  ]);
  return render(<Stub initialEntries={['/']} />);
}

describe('TagManager', () => {
  it('loads nothing without a container, whatever the consent', async () => {
    useConsentStore.setState({ ready: true, consent: acceptAllCookies(new Date()), privacySignal: false });
    renderWith(null);
    await act(async () => {});
    expect(tagScripts()).toHaveLength(0);
  });

  it('waits for marketing consent, and stays off under a privacy signal', async () => {
    useConsentStore.setState({ ready: true, consent: rejectAllCookies(new Date()), privacySignal: false });
    renderWith('GTM-ABC1234');
    await act(async () => {});
    expect(tagScripts()).toHaveLength(0);
    await act(async () =>
      useConsentStore.setState({ consent: acceptAllCookies(new Date()), privacySignal: true }),
    );
    expect(tagScripts()).toHaveLength(0);
    await act(async () => useConsentStore.setState({ privacySignal: false }));
    expect(tagScripts()).toHaveLength(1);
    expect(tagScripts()[0]?.getAttribute('src')).toBe(
      'https://www.googletagmanager.com/gtm.js?id=GTM-ABC1234',
    );
  });
});
