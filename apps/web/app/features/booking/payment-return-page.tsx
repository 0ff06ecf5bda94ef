import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { localizePath, pickLocalized } from '../../lib/locale';
import { useLocale } from '../../lib/use-locale';
import type { PaymentReturnData } from './payment-return.server';
import { useBookingTranslation } from './use-booking-translation';

const FAILURE_LINKS = {
  'my-journey': { label: 'authorize.findBooking' },
  summary: { label: 'authorize.back' },
} as const;

/**
 * /booking/authorize, /booking/cancel and /booking/waiting once the server settled the gateway's
 * return and did not move on: what went wrong and where to go, or, while the API cannot be reached,
 * a wait that tries again (a reload after `delayMs`; with script, without reloading the page).
 */
export function PaymentReturnPage({ result }: { result: PaymentReturnData }) {
  const { t } = useBookingTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const waiting = result.status === 'waiting';
  const retryPath = waiting ? result.retryPath : null;
  const delayMs = waiting ? result.delayMs : 0;
  useEffect(() => {
    if (!retryPath) return;
    const timer = setTimeout(() => navigate(retryPath, { replace: true }), delayMs);
    return () => clearTimeout(timer);
  }, [retryPath, delayMs, navigate]);
  const title = t(waiting ? 'authorize.waitingTitle' : 'authorize.title');
  return (
    <article className="page payment-return">
      <title>{t('site.documentTitle', { ns: 'common', title })}</title>
      <h1>{title}</h1>
      {result.status === 'failed' ? (
        <div role="alert">
          <p>{result.titles ? pickLocalized(result.titles, locale) : t('authorize.failed')}</p>
          {result.reference ? <p>{t('authorize.orderFailed', { reference: result.reference })}</p> : null}
          <Link
            className="button button--primary"
            to={
              result.destination === 'my-journey'
                ? localizePath('/user/my-journey', locale)
                : result.summaryPath
            }
          >
            {t(FAILURE_LINKS[result.destination].label)}
          </Link>
        </div>
      ) : (
        <div role="status" className="payment-return__progress">
          {/* Without script the browser itself comes back after the delay. */}
          <noscript>
            <meta
              httpEquiv="refresh"
              content={`${Math.round(result.delayMs / 1000)}; url=${result.retryPath}`}
            />
          </noscript>
          <span className="spinner" aria-hidden="true" />
          <p>{t('authorize.progress')}</p>
          <p>{t('authorize.stillTrying', { attempt: result.attempt })}</p>
          <p>{t('authorize.wait')}</p>
        </div>
      )}
    </article>
  );
}
