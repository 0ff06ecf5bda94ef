import type { TokenizeCardBody } from '@travel/contract/payment-sandbox';
import {
  type CardField,
  type CardFormState,
  createCardFormState,
  detectCardBrand,
  formatCardExpiryInput,
  formatCardNumber,
  getCardFieldError,
  isCardFormValid,
  sanitizeCardNumberInput,
  updateCardField,
} from '@travel/domain/cards';
import { useEffect, useState } from 'react';
import { useLocale } from '../../lib/use-locale';
import { InputField } from '../../ui/form-field';
import { useBookingTranslation } from './use-booking-translation';

const BRAND_NAMES: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  dinersclub: 'Diners Club',
  discover: 'Discover',
  jcb: 'JCB',
  unionpay: 'UnionPay',
  maestro: 'Maestro',
  dankort: 'Dankort',
  forbrugsforeningen: 'Forbrugsforeningen',
};

export function getBrandName(brand: string): string {
  return BRAND_NAMES[brand] ?? brand;
}

type CardFieldsProps = {
  /** The complete, valid card, or null while it is not. Kept in memory only, never stored. */
  onCardChange: (card: TokenizeCardBody | null) => void;
  /** Errors the tokenizer answered, by field. */
  serverErrors?: Partial<Record<CardField, string>>;
  showAll: boolean;
  /** Billing's cardholder: the card is in that name, asked once (there), not again here. */
  holderName: string;
};

/**
 * Spec §5 card fields. They are not inside a form (nothing can submit them to our server) and their
 * values live in this component's state only: a reload or a failed payment leaves them empty. A
 * fieldset names them as one group for screen readers ('Datos de la tarjeta'); its legend is visually
 * hidden, as the payment section's heading and note above already say it on screen.
 */
export function CardFields({ onCardChange, serverErrors = {}, showAll, holderName }: CardFieldsProps) {
  const { t } = useBookingTranslation();
  const locale = useLocale();
  const [card, setCard] = useState<CardFormState>(createCardFormState);
  const [touched, setTouched] = useState<ReadonlySet<CardField>>(new Set());

  function change(field: CardField, value: string) {
    const next = updateCardField(card, field, value, new Date());
    setCard(next);
    onCardChange(
      isCardFormValid(next)
        ? {
            cardNumber: next.values.number,
            cardExpiry: next.values.expiry,
            cardCvv: next.values.cvv,
            cardName: next.values.name.trim(),
          }
        : null,
    );
  }
  // The name typed in billing is the card's: it follows every change there.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the holder's name triggers it
  useEffect(() => {
    if (card.values.name !== holderName) change('name', holderName);
  }, [holderName]);
  const touch = (field: CardField) => setTouched((s) => new Set(s).add(field));
  const error = (field: CardField) =>
    serverErrors[field] ??
    ((showAll || touched.has(field)) && getCardFieldError(card, field, locale)) ??
    null;
  const brand = detectCardBrand(card.values.number);

  return (
    <fieldset className="booking-fieldset card-fields">
      <legend className="visually-hidden">{t('payment.cardDetails')}</legend>
      <div className="form-grid">
        <InputField
          id="card-number"
          data-field="card-number"
          label={t('payment.cardNumber')}
          autoComplete="cc-number"
          inputMode="numeric"
          maxLength={23}
          required
          hint={brand ? t('payment.brand', { brand: getBrandName(brand) }) : undefined}
          value={formatCardNumber(card.values.number)}
          onValueChange={(value) => change('number', sanitizeCardNumberInput(value))}
          onBlur={() => touch('number')}
          error={error('number') || null}
          className="form-grid__full"
        />
        <InputField
          id="card-expiry"
          data-field="card-expiry"
          label={t('payment.expiry')}
          autoComplete="cc-exp"
          inputMode="numeric"
          placeholder="MM / AA"
          maxLength={9}
          required
          value={card.values.expiry}
          onValueChange={(value) => {
            // Deleting the ' / ' the mask added also deletes the digit before it.
            const shrinking = value.length < card.values.expiry.length && card.values.expiry.endsWith(' / ');
            change(
              'expiry',
              formatCardExpiryInput(shrinking ? value.replace(/\D/g, '').slice(0, -1) : value),
            );
          }}
          onBlur={() => touch('expiry')}
          error={error('expiry') || null}
        />
        <InputField
          id="card-cvc"
          data-field="card-cvc"
          label={t('payment.cvc')}
          autoComplete="cc-csc"
          inputMode="numeric"
          maxLength={4}
          required
          hint={t('payment.cvcHint')}
          value={card.values.cvv}
          onValueChange={(value) => change('cvv', value.replace(/\D/g, '').slice(0, 4))}
          onBlur={() => touch('cvv')}
          error={error('cvv') || null}
        />
      </div>
    </fieldset>
  );
}
