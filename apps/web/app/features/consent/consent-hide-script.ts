import { CONSENT_COOKIE_NAME, CONSENT_POLICY_VERSION, CONSENT_VALIDITY_MS } from '@travel/domain/consent';

/**
 * The one inline script of the site (it carries the request's nonce): before the first paint, marks
 * `<html data-consent="decided">` when the browser holds a valid decision, so a page that came from
 * the browser's cache with the banner in it does not flash it. The banner's CSS hides itself then.
 */
export const CONSENT_HIDE_SCRIPT = `(function(){try{var m=/(?:^|; )${CONSENT_COOKIE_NAME}=p[01]\\.m[01]\\.t(\\d{1,15})\\.v${CONSENT_POLICY_VERSION.replace(/-/g, '\\-')}(?:;|$)/.exec(document.cookie);if(m&&Date.now()-Number(m[1])<${CONSENT_VALIDITY_MS})document.documentElement.setAttribute('data-consent','decided')}catch(e){}})()`;
