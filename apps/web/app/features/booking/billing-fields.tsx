import { BILLING_MAX_LENGTHS } from '@travel/domain/booking';
import { getCountryOptions } from '../../lib/countries';
import { useLocale } from '../../lib/use-locale';
import { InputField, NativeSelectField } from '../../ui/form-field';
import type { FieldView } from './booking-field-view';
import type { BillingForm } from './traveller-form';
import { useBookingTranslation } from './use-booking-translation';

/** What each field takes (the API's caps): the browser stops typing and pasting there. */
const MAX_LENGTH = {
  cardHolderName: BILLING_MAX_LENGTHS.cardHolderName,
  addressLine1: BILLING_MAX_LENGTHS.addressLine,
  addressLine2: BILLING_MAX_LENGTHS.addressLine,
  addressLine3: BILLING_MAX_LENGTHS.addressLine,
  city: BILLING_MAX_LENGTHS.city,
  region: BILLING_MAX_LENGTHS.region,
  postCode: BILLING_MAX_LENGTHS.postCode,
} as const;

type BillingFieldsProps = {
  field: (name: keyof BillingForm) => FieldView;
};

/** Spec §3 billing: cardholder, the not-travelling option and the billing address. */
export function BillingFields({ field }: BillingFieldsProps) {
  const { t } = useBookingTranslation();
  const locale = useLocale();
  const props = (name: Exclude<keyof BillingForm, 'cardHolderNotTravelling'>, autoComplete: string) => {
    const view = field(name);
    return {
      id: `billing-${name}`,
      'data-field': `billing-${name}`,
      name: view.name,
      label: t(`billing.${name}` as 'billing.city'),
      autoComplete,
      defaultValue: view.defaultValue,
      error: view.error,
      autoFocus: view.autoFocus,
    };
  };
  const notTravelling = field('cardHolderNotTravelling');
  return (
    // The anchor /booking/BillingSummary sends the traveller to.
    <fieldset id="billing" className="booking-fieldset">
      <legend>{t('billing.title')}</legend>
      <div className="form-grid">
        <InputField {...props('cardHolderName', 'cc-name')} maxLength={MAX_LENGTH.cardHolderName} required />
        <label className="checkbox form-grid__full">
          <input
            type="checkbox"
            name={notTravelling.name}
            defaultChecked={notTravelling.defaultValue === 'on'}
          />
          {t('billing.notTravelling')}
        </label>
        <InputField
          {...props('addressLine1', 'billing address-line1')}
          maxLength={MAX_LENGTH.addressLine1}
          required
        />
        <InputField {...props('addressLine2', 'billing address-line2')} maxLength={MAX_LENGTH.addressLine2} />
        <InputField {...props('addressLine3', 'billing address-line3')} maxLength={MAX_LENGTH.addressLine3} />
        <InputField {...props('city', 'billing address-level2')} maxLength={MAX_LENGTH.city} required />
        <InputField {...props('region', 'billing address-level1')} maxLength={MAX_LENGTH.region} />
        <InputField {...props('postCode', 'billing postal-code')} maxLength={MAX_LENGTH.postCode} />
        <NativeSelectField
          {...props('countryCode', 'billing country')}
          required
          placeholder={t('fields.choose')}
          options={getCountryOptions(locale).map((c) => ({ value: c.code, label: c.name }))}
        />
      </div>
    </fieldset>
  );
}
