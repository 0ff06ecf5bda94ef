import type { FormEvent } from 'react';
import { useConsentStore } from '../../lib/consent.store';
import { useApiClient } from '../../lib/use-api-client';
import { recordConsent, writeConsentCookieInBrowser } from './consent-browser';
import { decideConsent, readConsentChoice } from './consent-decision';

/**
 * With JavaScript, a consent form decides in the page: the cookie is written, the page obeys it at
 * once and the API records it. Without JavaScript the same form posts to the preferences page.
 */
export function useConsentFormSubmit(afterDecide?: () => void) {
  const api = useApiClient();
  return (event: FormEvent<HTMLFormElement>) => {
    const form = new FormData(event.currentTarget, (event.nativeEvent as SubmitEvent).submitter);
    const choice = readConsentChoice(form);
    if (!choice) return;
    event.preventDefault();
    const { privacySignal, decide } = useConsentStore.getState();
    const { consent, method } = decideConsent(choice, new Date(), privacySignal);
    writeConsentCookieInBrowser(consent);
    decide(consent);
    void recordConsent(api, consent, method, privacySignal);
    afterDecide?.();
  };
}
