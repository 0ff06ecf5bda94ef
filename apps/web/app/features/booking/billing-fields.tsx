import { getCountryOptions } from '../../lib/countries';
import { useLocale } from '../../lib/use-locale';
import { InputField, NativeSelectField } from '../../ui/form-field';
import type { FieldView } from './booking-field-view';
import type { BillingForm } from './traveller-form';
import { useBookingTranslation } from './use-booking-translation';

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
        <InputField {...props('cardHolderName', 'cc-name')} required />
        <label className="checkbox form-grid__full">
          <input
            type="checkbox"
            name={notTravelling.name}
            defaultChecked={notTravelling.defaultValue === 'on'}
          />
          {t('billing.notTravelling')}
        </label>
        <InputField {...props('addressLine1', 'billing address-line1')} required />
        <InputField {...props('addressLine2', 'billing address-line2')} />
        <InputField {...props('addressLine3', 'billing address-line3')} />
        <InputField {...props('city', 'billing address-level2')} required />
        <InputField {...props('region', 'billing address-level1')} />
        <InputField {...props('postCode', 'billing postal-code')} />
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
