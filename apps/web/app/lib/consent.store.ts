import type { CookieConsent } from '@travel/domain/consent';
import { create } from 'zustand';

type ConsentState = {
  /** False until the browser's cookie and privacy signals were read (after hydration). */
  ready: boolean;
  /** The decision in force (a valid cookie), or null when the visitor has not decided. */
  consent: CookieConsent | null;
  /** The browser sends Global Privacy Control or Do Not Track. */
  privacySignal: boolean;
  preferencesOpen: boolean;
  load: (consent: CookieConsent | null, privacySignal: boolean) => void;
  decide: (consent: CookieConsent) => void;
  setPreferencesOpen: (open: boolean) => void;
};

/** The visitor's cookie decision as the page's scripts obey it (the banner, the tag manager). */
export const useConsentStore = create<ConsentState>()((set) => ({
  ready: false,
  consent: null,
  privacySignal: false,
  preferencesOpen: false,
  load: (consent, privacySignal) => set({ ready: true, consent, privacySignal }),
  decide: (consent) => set({ consent, preferencesOpen: false }),
  setPreferencesOpen: (preferencesOpen) => set({ preferencesOpen }),
}));
