import type { LocalPaymentStatus } from '@travel/contract/payment';
import { formatPaymentDeadline, getPaymentDeadlineTimeZone } from '@travel/domain/payment-methods';
import { useEffect, useState } from 'react';
import { Link, useRevalidator } from 'react-router';
import { formatMoneyAmount } from '../../../lib/format-money';
import { type Locale, localizePath } from '../../../lib/locale';
import { useFormatLocaleOf } from '../../../lib/use-format-locale';
import { useHydrated } from '../../../lib/use-hydrated';
import styles from './payment-methods.module.css';
import { usePaymentTranslation } from './use-payment-translation';

/** How often the page asks again while it waits (the API reconciles with the gateway on each read). */
export const AWAITING_POLL_MS = 5_000;

/** "29:41" or "47:59:12": what is left until the deadline, never negative. */
export function formatTimeLeft(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  return hours > 0 ? `${hours}:${two(minutes)}:${two(seconds)}` : `${minutes}:${two(seconds)}`;
}

function Countdown({ deadline }: { deadline: string }) {
  const { t } = usePaymentTranslation();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  // Announced by screen readers only when asked (no live region ticking every second).
  return <p>{t('awaiting.countdown', { time: formatTimeLeft(new Date(deadline).getTime() - now) })}</p>;
}

/** Asks for the status again every few seconds while the payment is awaited (script only; a link without). */
function usePolling(active: boolean) {
  const revalidator = useRevalidator();
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => {
      if (revalidator.state === 'idle') void revalidator.revalidate();
    }, AWAITING_POLL_MS);
    return () => clearInterval(timer);
  }, [active, revalidator]);
}

/**
 * The awaiting-payment page (issue 17): the Pix QR and copy-and-paste code or the voucher's barcode
 * and reference, what is charged and in which currency, the deadline with a countdown, and the live
 * status: polled with script, a refresh link without.
 */
export function AwaitingPaymentPage({ payment, locale }: { payment: LocalPaymentStatus; locale: Locale }) {
  const { t } = usePaymentTranslation();
  const hydrated = useHydrated();
  const awaiting = payment.status === 'awaiting_payment';
  usePolling(awaiting);
  const formatLocale = useFormatLocaleOf(locale);
  const amount = formatMoneyAmount(payment.charge, formatLocale);
  const deadline = payment.expiresAt
    ? formatPaymentDeadline(new Date(payment.expiresAt), {
        locale,
        timeZone: getPaymentDeadlineTimeZone(payment.method),
      })
    : null;
  const image = payment.imageSvg
    ? `data:image/svg+xml;charset=utf-8,${encodeURIComponent(payment.imageSvg)}`
    : null;
  const isVoucher = payment.method === 'oxxo' || payment.method === 'boleto';
  return (
    <article className={`page ${styles.page}`}>
      <title>{t('site.documentTitle', { ns: 'common', title: t('awaiting.metaTitle') })}</title>
      <h1>{t(`awaiting.title.${payment.method}`)}</h1>
      <p>
        <strong>{t('awaiting.charged', { currency: payment.charge.currency, amount })}</strong>
      </p>
      <p role="status" aria-live="polite">
        {t(`awaiting.status.${payment.status}`)}
        {payment.bookingReference
          ? ` ${t('awaiting.booking', { reference: payment.bookingReference })}`
          : null}
      </p>
      {awaiting && deadline ? <p>{t('awaiting.held', { deadline })}</p> : null}
      {awaiting && hydrated && payment.expiresAt ? <Countdown deadline={payment.expiresAt} /> : null}
      {awaiting && payment.method === 'pix' && payment.code ? (
        <section>
          <p>{t('awaiting.pixHelp')}</p>
          {image ? (
            <img
              className={styles.qr}
              src={image}
              alt={t('awaiting.qrAlt', { amount })}
              width={240}
              height={240}
            />
          ) : null}
          <div className="field">
            <label htmlFor="pix-code">{t('awaiting.copy')}</label>
            <textarea
              id="pix-code"
              className={styles.code}
              readOnly
              rows={4}
              value={payment.code}
              onFocus={(event) => event.currentTarget.select()}
            />
          </div>
        </section>
      ) : null}
      {awaiting && isVoucher && payment.code ? (
        <section>
          <p>{t('awaiting.voucherHelp')}</p>
          <dl>
            <dt>{t('awaiting.reference')}</dt>
            <dd>
              <code>{payment.code}</code>
            </dd>
          </dl>
          {image ? (
            <img className={styles.barcode} src={image} alt={t('awaiting.barcodeAlt', { amount })} />
          ) : null}
        </section>
      ) : null}
      <p className={styles.actions}>
        {awaiting ? (
          <>
            <a className="button button--primary" href={payment.pageUrl}>
              {t('awaiting.gateway')}
            </a>{' '}
            <Link className="button" to={`.`} reloadDocument>
              {t('awaiting.refresh')}
            </Link>
          </>
        ) : payment.bookingReference ? (
          <Link
            className="button button--primary"
            to={`${localizePath('/user/my-journey', locale)}?reference=${payment.bookingReference}`}
          >
            {t('awaiting.myJourney')}
          </Link>
        ) : (
          <Link className="button" to={localizePath('/', locale)}>
            {t('awaiting.again')}
          </Link>
        )}
      </p>
    </article>
  );
}
