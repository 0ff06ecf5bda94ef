import { type BaggageState, changeBagQuantity, getBaggageTotals } from '@travel/domain/baggage';
import type { MouseEvent } from 'react';
import { formatMoneyAmount } from '../../lib/format-money';
import { useFormatLocale } from '../../lib/use-format-locale';
import { useBookingTranslation } from './use-booking-translation';

type BaggageSectionProps = {
  state: BaggageState;
  /**
   * With script: the new quantities, at once (the page saves them in the background). Without it the
   * buttons submit the trip summary's form, which saves the bags and what was typed, and comes back.
   */
  onChange?: (state: BaggageState) => void;
};

/** Spec §4 baggage: a quantity stepper per direction, priced by the server's single-bag price. */
export function BaggageSection({ state, onChange }: BaggageSectionProps) {
  const { t } = useBookingTranslation();
  const formatLocale = useFormatLocale();
  if (!state.singleBagPrice) return null;
  const totals = getBaggageTotals(state, state.singleBagPrice.currency);
  const directions = state.hasReturn ? (['onward', 'return'] as const) : (['onward'] as const);
  const step = (direction: 'onward' | 'return', delta: 1 | -1) => {
    const next = changeBagQuantity(state, direction, delta);
    return {
      type: 'submit' as const,
      name: 'intent',
      value: `bags:${direction}:${next.quantity[direction]}`,
      onClick: (event: MouseEvent<HTMLButtonElement>) => {
        if (!onChange) return;
        event.preventDefault();
        onChange(next);
      },
    };
  };
  return (
    <section className="booking-section" aria-labelledby="bags-title">
      <h2 id="bags-title">{t('bags.title')}</h2>
      <p>{t('bags.perBag', { price: formatMoneyAmount(state.singleBagPrice, formatLocale) })}</p>
      <input type="hidden" name="bags.onward" value={state.quantity.onward} />
      <input type="hidden" name="bags.return" value={state.quantity.return} />
      {directions.map((direction) => {
        const name = t(`bags.${direction}`);
        const quantityId = `bags-${direction}`;
        return (
          <fieldset key={direction} className="bag-stepper">
            <legend className="bag-stepper__label">{t('bags.quantity', { direction: name })}</legend>
            <button
              {...step(direction, -1)}
              className="button bag-stepper__button"
              aria-label={t('bags.remove', { direction: name.toLowerCase() })}
              disabled={state.quantity[direction] === 0}
            >
              −
            </button>
            <output className="bag-stepper__value" aria-live="polite" data-testid={quantityId}>
              {state.quantity[direction]}
            </output>
            <button
              {...step(direction, 1)}
              className="button bag-stepper__button"
              aria-label={t('bags.add', { direction: name.toLowerCase() })}
              disabled={state.quantity[direction] >= state.maxQuantity}
            >
              +
            </button>
            <span className="bag-stepper__total">
              {t('bags.subtotal', {
                amount: formatMoneyAmount(totals[direction], formatLocale),
              })}
            </span>
          </fieldset>
        );
      })}
    </section>
  );
}
