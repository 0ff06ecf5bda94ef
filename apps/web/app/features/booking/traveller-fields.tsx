import { MEAL_CODES, SPECIAL_ASSISTANCE_CODES } from '@travel/domain/booking';
import { getCountryOptions } from '../../lib/countries';
import { useLocale } from '../../lib/use-locale';
import { InputField, NativeSelectField } from '../../ui/form-field';
import type { TravellerErrors, TravellerField } from './booking-form-errors';
import type { TravellerForm } from './traveller-form';
import { useBookingTranslation } from './use-booking-translation';

type TravellerFieldsProps = {
  index: number;
  traveller: TravellerForm;
  errors: TravellerErrors;
  /** Fields whose errors are shown (touched, or all after 'review'). */
  isShown: (field: TravellerField) => boolean;
  onChange: (patch: Partial<TravellerForm>) => void;
  onTouch: (field: TravellerField) => void;
};

/** One traveller's passport details (spec §3 passenger), with the domain's errors under each field. */
export function TravellerFields({
  index,
  traveller,
  errors,
  isShown,
  onChange,
  onTouch,
}: TravellerFieldsProps) {
  const { t } = useBookingTranslation();
  const locale = useLocale();
  const prefix = `traveller-${index}`;
  const error = (field: TravellerField) => {
    const key = errors[field];
    return key && isShown(field) ? t(`errors.${key}`) : null;
  };
  const text = (field: TravellerField, extra: Record<string, string> = {}) => ({
    id: `${prefix}-${field}`,
    'data-field': `${prefix}-${field}`,
    label: t(`fields.${field}` as 'fields.firstName'),
    value: traveller[field],
    onValueChange: (value: string) => onChange({ [field]: value }),
    onBlur: () => onTouch(field),
    error: error(field),
    ...extra,
  });
  const countries = getCountryOptions(locale).map((c) => ({ value: c.code, label: c.name }));
  return (
    <fieldset className="booking-fieldset traveller-fields">
      <legend>
        {t('travellers.legend', { n: index + 1, type: t(`travellers.type.${traveller.type}`) })}
      </legend>
      <div className="form-grid">
        <InputField {...text('firstName')} autoComplete="off" required />
        <InputField {...text('middleName')} autoComplete="off" />
        <InputField {...text('lastName')} autoComplete="off" required />
        <NativeSelectField
          {...text('gender')}
          required
          placeholder={t('fields.choose')}
          options={[
            { value: 'female', label: t('fields.female') },
            { value: 'male', label: t('fields.male') },
          ]}
        />
        <InputField {...text('dateOfBirth')} type="date" required />
        <NativeSelectField
          {...text('nationality')}
          required
          placeholder={t('fields.choose')}
          options={countries}
        />
        <NativeSelectField
          {...text('documentType')}
          options={[
            { value: 'PASSPORT', label: t('fields.passport') },
            { value: 'NATIONAL_ID', label: t('fields.nationalId') },
          ]}
        />
        <InputField {...text('passportNumber')} autoComplete="off" required />
        <InputField {...text('passportIssuanceDate')} type="date" />
        <InputField {...text('passportExpiryDate')} type="date" required />
        <NativeSelectField
          {...text('mealPreference')}
          placeholder={t('fields.none')}
          options={MEAL_CODES.map((code) => ({ value: code, label: t(`meals.${code}`) }))}
        />
        <NativeSelectField
          {...text('specialAssistance')}
          placeholder={t('fields.none')}
          options={SPECIAL_ASSISTANCE_CODES.map((code) => ({ value: code, label: t(`assistance.${code}`) }))}
        />
      </div>
    </fieldset>
  );
}
