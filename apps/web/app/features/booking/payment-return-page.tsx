import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { readAgentId } from '../../lib/agent-id';
import { isApiError } from '../../lib/api-client';
import { localizePath } from '../../lib/locale';
import { useApiClient } from '../../lib/use-api-client';
import { useLocale } from '../../lib/use-locale';
import { confirmPayment } from './booking-api';
import { rehydrateBookingDraft, useBookingDraftStore } from './booking-draft.store';
import { useBookingTranslation } from './use-booking-translation';

/** The API could not be reached or failed on its side: the same call may succeed later. */
export function isRetryableFailure(error: unknown): boolean {
  if (!isApiError(error)) return true;
  return (
    error.code === 'NETWORK_ERROR' ||
    error.code === 'TIMEOUT' ||
    error.status >= 500 ||
    [408, 429].includes(error.status)
  );
}

const FAILURE_LINKS = {
  'my-journey': { path: '/user/my-journey', label: 'authorize.findBooking' },
  summary: { path: '/booking/summary', label: 'authorize.back' },
} as const;

/**
 * Where a failure that will not be retried sends the visitor: when another tab already paid this
 * booking, to My Journey to find it; otherwise back to the trip summary to try again.
 */
export function failureDestination(error: unknown): keyof typeof FAILURE_LINKS {
  return isApiError(error) && error.code === 'BOOKING_ALREADY_PAID' ? 'my-journey' : 'summary';
}

/** Waits between retries on /booking/waiting: 2 s, doubling, at most 30 s. */
export function waitingDelayMs(attempt: number): number {
  return Math.min(2_000 * 2 ** Math.max(attempt - 1, 0), 30_000);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * /booking/authorize and /booking/cancel: hands the gateway's signed return to card/success. A
 * booking goes to the confirmation; a declined or cancelled payment goes back to the summary,
 * where everything typed is still there and the failed-payment dialog explains.
 * When the API cannot be reached, the visitor moves to /booking/waiting with the same signed
 * return, which keeps retrying: card/success books once per cart, so a retry never pays twice.
 */
export function PaymentReturnPage({ waiting = false }: { waiting?: boolean }) {
  const { t } = useBookingTranslation();
  const locale = useLocale();
  const api = useApiClient();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [failed, setFailed] = useState<{ message: string; destination: keyof typeof FAILURE_LINKS } | null>(
    null,
  );
  const [attempt, setAttempt] = useState(0);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const query = Object.fromEntries(searchParams.entries());
    const agentId = readAgentId(document.cookie) ?? '';
    void (async () => {
      await rehydrateBookingDraft();
      const store = useBookingDraftStore.getState();
      const summary = localizePath(
        `/booking/summary${store.draft ? `?offerId=${encodeURIComponent(store.draft.offerId)}` : ''}`,
        locale,
      );
      for (let n = 1; ; n += 1) {
        try {
          const booking = await confirmPayment(api, agentId, query);
          store.completeBooking(booking);
          navigate(localizePath('/booking/confirm', locale), { replace: true });
          return;
        } catch (error) {
          if (isApiError(error) && error.status === 402) {
            store.setPaymentFailure(error.code === 'PAYMENT_CANCELLED' ? 'cancelled' : 'declined');
            navigate(summary, { replace: true });
            return;
          }
          if (isRetryableFailure(error)) {
            if (!waiting) {
              navigate(`${localizePath('/booking/waiting', locale)}?${searchParams.toString()}`, {
                replace: true,
              });
              return;
            }
            setAttempt(n);
            await sleep(waitingDelayMs(n));
            continue;
          }
          setFailed({
            message: isApiError(error) && error.titles ? error.titles[locale] : t('authorize.failed'),
            destination: failureDestination(error),
          });
          return;
        }
      }
    })();
  }, [api, locale, navigate, searchParams, t, waiting]);

  return (
    <article className="page payment-return">
      <title>
        {t('site.documentTitle', {
          ns: 'common',
          title: t(waiting ? 'authorize.waitingTitle' : 'authorize.title'),
        })}
      </title>
      <h1>{t(waiting ? 'authorize.waitingTitle' : 'authorize.title')}</h1>
      {failed ? (
        <div role="alert">
          <p>{failed.message}</p>
          <Link
            className="button button--primary"
            to={localizePath(FAILURE_LINKS[failed.destination].path, locale)}
          >
            {t(FAILURE_LINKS[failed.destination].label)}
          </Link>
        </div>
      ) : (
        <div role="status" className="payment-return__progress">
          <span className="spinner" aria-hidden="true" />
          <p>{t('authorize.progress')}</p>
          {attempt > 0 ? <p>{t('authorize.stillTrying', { attempt })}</p> : null}
          <p>{t('authorize.wait')}</p>
        </div>
      )}
    </article>
  );
}
