import { MEAL_CODES, SPECIAL_ASSISTANCE_CODES } from '@travel/domain/booking';
import { getCountryOptions } from '../../lib/countries';
import { useLocale } from '../../lib/use-locale';
import { InputField, NativeSelectField } from '../../ui/form-field';
import type { FieldView } from './booking-field-view';
import type { TravellerField } from './booking-form-errors';
import type { PassengerType } from './traveller-form';
import { useBookingTranslation } from './use-booking-translation';

type TravellerFieldsProps = {
  index: number;
  type: PassengerType;
  field: (name: TravellerField) => FieldView;
};

/** One traveller's passport details (spec §3 passenger), with the domain's errors under each field. */
export function TravellerFields({ index, type, field }: TravellerFieldsProps) {
  const { t } = useBookingTranslation();
  const locale = useLocale();
  const prefix = `traveller-${index}`;
  const props = (name: TravellerField) => {
    const view = field(name);
    return {
      id: `${prefix}-${name}`,
      'data-field': `${prefix}-${name}`,
      name: view.name,
      label: t(`fields.${name}` as 'fields.firstName'),
      defaultValue: view.defaultValue,
      error: view.error,
      autoFocus: view.autoFocus,
    };
  };
  const countries = getCountryOptions(locale).map((c) => ({ value: c.code, label: c.name }));
  // One autofill section per traveller, so a browser fills each with a different person.
  const section = `section-traveller-${index + 1}`;
  return (
    <fieldset className="booking-fieldset traveller-fields">
      <legend>{t('travellers.legend', { n: index + 1, type: t(`travellers.type.${type}`) })}</legend>
      <div className="form-grid">
        <InputField {...props('firstName')} autoComplete={`${section} given-name`} required />
        <InputField {...props('middleName')} autoComplete={`${section} additional-name`} />
        <InputField {...props('lastName')} autoComplete={`${section} family-name`} required />
        <NativeSelectField
          {...props('gender')}
          required
          placeholder={t('fields.choose')}
          options={[
            { value: 'female', label: t('fields.female') },
            { value: 'male', label: t('fields.male') },
          ]}
        />
        <InputField {...props('dateOfBirth')} type="date" autoComplete={`${section} bday`} required />
        <NativeSelectField
          {...props('nationality')}
          required
          placeholder={t('fields.choose')}
          options={countries}
        />
        <NativeSelectField
          {...props('documentType')}
          options={[
            { value: 'PASSPORT', label: t('fields.passport') },
            { value: 'NATIONAL_ID', label: t('fields.nationalId') },
          ]}
        />
        <InputField {...props('passportNumber')} autoComplete="off" required />
        <InputField {...props('passportIssuanceDate')} type="date" />
        <InputField {...props('passportExpiryDate')} type="date" required />
        <NativeSelectField
          {...props('mealPreference')}
          placeholder={t('fields.none')}
          options={MEAL_CODES.map((code) => ({ value: code, label: t(`meals.${code}`) }))}
        />
        <NativeSelectField
          {...props('specialAssistance')}
          placeholder={t('fields.none')}
          options={SPECIAL_ASSISTANCE_CODES.map((code) => ({ value: code, label: t(`assistance.${code}`) }))}
        />
      </div>
    </fieldset>
  );
}
