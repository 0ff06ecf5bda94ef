import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useConsentStore } from '../../lib/consent.store';
import { captureLanding, forgetAttribution, persistPending } from './attribution-store';

/**
 * Spec §4 attribution, under the visitor's consent: the campaign a landing names is captured, kept 23
 * hours once marketing cookies are allowed, and forgotten when they are refused. Renders nothing.
 */
export function AttributionCapture() {
  const ready = useConsentStore((state) => state.ready);
  const decided = useConsentStore((state) => state.consent !== null);
  const marketing = useConsentStore((state) => state.consent?.marketing === true && !state.privacySignal);
  const { search } = useLocation();

  useEffect(() => {
    if (ready) captureLanding({ search, referrer: document.referrer }, marketing, new Date());
  }, [ready, search, marketing]);

  useEffect(() => {
    if (!ready) return;
    if (marketing) persistPending(new Date());
    else if (decided) forgetAttribution();
  }, [ready, decided, marketing]);

  return null;
}
