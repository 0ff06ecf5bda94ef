import { getCountryOptions } from '../../lib/countries';
import { useLocale } from '../../lib/use-locale';
import { InputField, NativeSelectField } from '../../ui/form-field';
import type { BillingErrors, BillingField } from './booking-form-errors';
import type { BillingForm } from './traveller-form';
import { useBookingTranslation } from './use-booking-translation';

type BillingFieldsProps = {
  billing: BillingForm;
  errors: BillingErrors;
  isShown: (field: BillingField) => boolean;
  onChange: (patch: Partial<BillingForm>) => void;
  onTouch: (field: BillingField) => void;
};

/** Spec §3 billing: cardholder, the not-travelling option and the billing address. */
export function BillingFields({ billing, errors, isShown, onChange, onTouch }: BillingFieldsProps) {
  const { t } = useBookingTranslation();
  const locale = useLocale();
  const error = (field: BillingField) => {
    const key = errors[field];
    return key && isShown(field) ? t(`errors.${key}`) : null;
  };
  const field = (name: Exclude<keyof BillingForm, 'cardHolderNotTravelling'>, autoComplete: string) => ({
    id: `billing-${name}`,
    'data-field': `billing-${name}`,
    label: t(`billing.${name}` as 'billing.city'),
    autoComplete,
    value: billing[name],
    onValueChange: (value: string) => onChange({ [name]: value }),
    onBlur: () => onTouch(name as BillingField),
    error: error(name as BillingField),
  });
  return (
    <fieldset className="booking-fieldset">
      <legend>{t('billing.title')}</legend>
      <div className="form-grid">
        <InputField {...field('cardHolderName', 'cc-name')} required />
        <label className="checkbox form-grid__full">
          <input
            type="checkbox"
            checked={billing.cardHolderNotTravelling}
            onChange={(event) => onChange({ cardHolderNotTravelling: event.target.checked })}
          />
          {t('billing.notTravelling')}
        </label>
        <InputField {...field('addressLine1', 'address-line1')} required />
        <InputField {...field('addressLine2', 'address-line2')} />
        <InputField {...field('addressLine3', 'address-line3')} />
        <InputField {...field('city', 'address-level2')} required />
        <InputField {...field('region', 'address-level1')} />
        <InputField {...field('postCode', 'postal-code')} />
        <NativeSelectField
          {...field('countryCode', 'country')}
          required
          placeholder={t('fields.choose')}
          options={getCountryOptions(locale).map((c) => ({ value: c.code, label: c.name }))}
        />
      </div>
    </fieldset>
  );
}
