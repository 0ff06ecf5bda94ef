import type { SessionTotals } from '@travel/contract/booking-session';
import { type MoneyAmount, moneyFromDecimal, subtractMoney } from '@travel/domain/money';
import type { FlightOffer } from '@travel/domain/offers';
import { formatMoneyAmount, formatMoneyIn } from '../../lib/format-money';
import { useFormatLocale } from '../../lib/use-format-locale';
import { useBookingTranslation } from './use-booking-translation';

/** Fare and taxes of the offer as the supplier split them, when it did and in the shown currency. */
function getFareSplit(offer: FlightOffer, currency: string) {
  const { base, total } = offer.price;
  if (!base || offer.price.currency !== currency) return null;
  const fare = moneyFromDecimal(base, currency);
  return { fare, taxes: subtractMoney(moneyFromDecimal(total, currency), fare) };
}

/** The server's totals (the truth): flights (fare + taxes), bags, ATOL/SAFI fees, total and USD charge. */
export function PriceBreakdown({
  totals,
  offer,
  headingId = 'breakdown-title',
}: {
  totals: SessionTotals | null;
  offer: FlightOffer;
  /** Another id when it is shown a second time, in the pay bar's dialog. */
  headingId?: string;
}) {
  const { t } = useBookingTranslation();
  const formatLocale = useFormatLocale();
  const show = (amount: MoneyAmount) => formatMoneyAmount(amount, formatLocale);
  if (!totals) {
    return (
      <section className="booking-section price-breakdown" aria-labelledby={headingId}>
        <h2 id={headingId}>{t('breakdown.title')}</h2>
        <p>{t('breakdown.pending')}</p>
      </section>
    );
  }
  const { display, usd } = totals;
  const split = getFareSplit(offer, display.offer.currency);
  return (
    <section className="booking-section price-breakdown" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('breakdown.title')}</h2>
      <dl className="price-breakdown__lines" aria-live="polite">
        {split ? (
          <>
            <dt>{t('breakdown.fare')}</dt>
            <dd>{formatMoneyIn(split.fare, formatLocale)}</dd>
            <dt>{t('breakdown.taxes')}</dt>
            <dd>{formatMoneyIn(split.taxes, formatLocale)}</dd>
          </>
        ) : (
          <>
            <dt>{t('breakdown.offer')}</dt>
            <dd>{show(display.offer)}</dd>
          </>
        )}
        <dt>{t('breakdown.bags')}</dt>
        <dd data-testid="breakdown-bags">{show(display.bags)}</dd>
        <dt>{t('breakdown.fees')}</dt>
        <dd data-testid="breakdown-fees">{show(display.fees)}</dd>
        <dt className="price-breakdown__total">{t('breakdown.total')}</dt>
        <dd className="price-breakdown__total" data-testid="summary-total">
          {show(display.total)}
        </dd>
      </dl>
      <p data-testid="breakdown-charged">{t('breakdown.charged', { amount: show(usd.total) })}</p>
    </section>
  );
}
