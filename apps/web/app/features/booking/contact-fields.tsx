import { sanitizePhoneInput } from '@travel/domain/phone';
import type { FormEvent } from 'react';
import { getCountryOptions } from '../../lib/countries';
import { useLocale } from '../../lib/use-locale';
import { InputField, NativeSelectField } from '../../ui/form-field';
import type { FieldView } from './booking-field-view';
import type { ContactForm } from './traveller-form';
import { useBookingTranslation } from './use-booking-translation';

type ContactFieldsProps = {
  field: (name: keyof ContactForm) => FieldView;
};

/** Keeps only the characters a phone may hold (spec §5) as they are typed; the server checks again. */
function sanitizePhone(event: FormEvent<HTMLInputElement>) {
  const input = event.currentTarget;
  const clean = sanitizePhoneInput(input.value);
  if (clean !== input.value) input.value = clean;
}

/** Spec §3 contact: e-mail and a phone with a country picker (country name and dial code). */
export function ContactFields({ field }: ContactFieldsProps) {
  const { t } = useBookingTranslation();
  const locale = useLocale();
  const countries = getCountryOptions(locale).map((c) => ({
    value: c.code,
    label: `${c.name} (+${c.dial})`,
  }));
  const email = field('email');
  const country = field('countryCode');
  const phone = field('phone');
  const newsletter = field('newsletterSubscribe');
  return (
    <fieldset className="booking-fieldset">
      <legend>{t('contact.title')}</legend>
      <div className="form-grid">
        <InputField
          id="contact-email"
          data-field="contact-email"
          name={email.name}
          label={t('contact.email')}
          type="email"
          autoComplete="email"
          required
          defaultValue={email.defaultValue}
          error={email.error}
          autoFocus={email.autoFocus}
        />
        <div className="phone-field">
          <NativeSelectField
            id="contact-country"
            name={country.name}
            label={t('contact.country')}
            autoComplete="tel-country-code"
            defaultValue={country.defaultValue || 'US'}
            options={countries}
          />
          <InputField
            id="contact-phone"
            data-field="contact-phone"
            name={phone.name}
            label={t('contact.phone')}
            type="tel"
            autoComplete="tel-national"
            inputMode="tel"
            required
            maxLength={25}
            hint={t('contact.phoneHint')}
            defaultValue={phone.defaultValue}
            onInput={sanitizePhone}
            error={phone.error}
            autoFocus={phone.autoFocus}
          />
        </div>
      </div>
      <label className="checkbox">
        <input type="checkbox" name={newsletter.name} defaultChecked={newsletter.defaultValue === 'on'} />
        {t('contact.newsletter')}
      </label>
    </fieldset>
  );
}
