import { sanitizePhoneInput } from '@travel/domain/phone';
import { getCountryOptions } from '../../lib/countries';
import { useLocale } from '../../lib/use-locale';
import { InputField, NativeSelectField } from '../../ui/form-field';
import type { ContactErrors } from './booking-form-errors';
import type { ContactForm } from './traveller-form';
import { useBookingTranslation } from './use-booking-translation';

type ContactFieldsProps = {
  contact: ContactForm;
  errors: ContactErrors;
  isShown: (field: 'email' | 'phone') => boolean;
  onChange: (patch: Partial<ContactForm>) => void;
  onTouch: (field: 'email' | 'phone') => void;
};

/** Spec §3 contact: e-mail and a phone with a country picker (country name and dial code). */
export function ContactFields({ contact, errors, isShown, onChange, onTouch }: ContactFieldsProps) {
  const { t } = useBookingTranslation();
  const locale = useLocale();
  const countries = getCountryOptions(locale).map((c) => ({
    value: c.code,
    label: `${c.name} (+${c.dial})`,
  }));
  return (
    <fieldset className="booking-fieldset">
      <legend>{t('contact.title')}</legend>
      <div className="form-grid">
        <InputField
          id="contact-email"
          data-field="contact-email"
          label={t('contact.email')}
          type="email"
          autoComplete="email"
          required
          value={contact.email}
          onValueChange={(email) => onChange({ email })}
          onBlur={() => onTouch('email')}
          error={errors.email && isShown('email') ? t(`errors.${errors.email}`) : null}
        />
        <div className="phone-field">
          <NativeSelectField
            id="contact-country"
            label={t('contact.country')}
            autoComplete="tel-country-code"
            value={contact.countryCode}
            onValueChange={(countryCode) => onChange({ countryCode })}
            options={countries}
          />
          <InputField
            id="contact-phone"
            data-field="contact-phone"
            label={t('contact.phone')}
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            required
            maxLength={25}
            hint={t('contact.phoneHint')}
            value={contact.phone}
            onValueChange={(phone) => onChange({ phone: sanitizePhoneInput(phone) })}
            onBlur={() => onTouch('phone')}
            error={errors.phone && isShown('phone') ? errors.phone : null}
          />
        </div>
      </div>
      <label className="checkbox">
        <input
          type="checkbox"
          checked={contact.newsletterSubscribe}
          onChange={(event) => onChange({ newsletterSubscribe: event.target.checked })}
        />
        {t('contact.newsletter')}
      </label>
    </fieldset>
  );
}
