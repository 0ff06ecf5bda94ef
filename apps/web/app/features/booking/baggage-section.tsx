import { type BaggageState, changeBagQuantity, getBaggageTotals } from '@travel/domain/baggage';
import { formatMoney, fromMoneyAmount } from '@travel/domain/money';
import { useLocale } from '../../lib/use-locale';
import { useBookingTranslation } from './use-booking-translation';

type BaggageSectionProps = {
  state: BaggageState;
  onChange: (state: BaggageState) => void;
};

/** Spec §4 baggage: a quantity stepper per direction, priced by the server's single-bag price. */
export function BaggageSection({ state, onChange }: BaggageSectionProps) {
  const { t } = useBookingTranslation();
  const locale = useLocale();
  if (!state.singleBagPrice) return null;
  const totals = getBaggageTotals(state, state.singleBagPrice.currency);
  const directions = state.hasReturn ? (['onward', 'return'] as const) : (['onward'] as const);
  return (
    <section className="booking-section" aria-labelledby="bags-title">
      <h2 id="bags-title">{t('bags.title')}</h2>
      <p>{t('bags.perBag', { price: formatMoney(fromMoneyAmount(state.singleBagPrice), locale) })}</p>
      {directions.map((direction) => {
        const name = t(`bags.${direction}`);
        const quantityId = `bags-${direction}`;
        return (
          <fieldset key={direction} className="bag-stepper">
            <legend className="bag-stepper__label">{t('bags.quantity', { direction: name })}</legend>
            <button
              type="button"
              className="button bag-stepper__button"
              aria-label={t('bags.remove', { direction: name.toLowerCase() })}
              disabled={state.quantity[direction] === 0}
              onClick={() => onChange(changeBagQuantity(state, direction, -1))}
            >
              −
            </button>
            <output className="bag-stepper__value" aria-live="polite" data-testid={quantityId}>
              {state.quantity[direction]}
            </output>
            <button
              type="button"
              className="button bag-stepper__button"
              aria-label={t('bags.add', { direction: name.toLowerCase() })}
              disabled={state.quantity[direction] >= state.maxQuantity}
              onClick={() => onChange(changeBagQuantity(state, direction, 1))}
            >
              +
            </button>
            <span className="bag-stepper__total">
              {t('bags.subtotal', { amount: formatMoney(fromMoneyAmount(totals[direction]), locale) })}
            </span>
          </fieldset>
        );
      })}
    </section>
  );
}
