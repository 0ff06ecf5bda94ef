import { getFormProps, parse, type SubmissionResult, useForm } from '@conform-to/react';
import { PHONE_INPUT_MAX_LENGTH, PHONE_MESSAGES, sanitizePhoneInput } from '@travel/domain/phone';
import { type FormEvent, useEffect, useRef } from 'react';
import { Trans } from 'react-i18next';
import { Form, Link, useNavigation } from 'react-router';
import { joinClassNames } from '../../lib/class-names';
import { COUNTRIES, getCountryOptions } from '../../lib/countries';
import { localizePath } from '../../lib/locale';
import { useLoadOnFirstUse } from '../../lib/use-load-on-first-use';
import { useLocale } from '../../lib/use-locale';
import { useVisitorLocation } from '../../lib/use-visitor-location';
import buttonStyles from '../../ui/button.module.css';
import fieldStyles from '../../ui/field.module.css';
import { InputField, NativeSelectField } from '../../ui/form-field';
import styles from './contact.module.css';
import {
  BEST_TIMES_TO_REACH,
  CONTACT_FIELD_ORDER,
  CONTACT_LIMITS,
  type ContactFieldErrorKey,
  type ContactFieldName,
  DEFAULT_PHONE_COUNTRY,
  HONEYPOT_FIELD,
  STARTED_AT_FIELD,
} from './contact-form-fields';
import type { ContactNotice } from './contact-message.server';
import { useContactTranslation } from './use-contact-translation';

const COUNTRY_ID = 'contact-country';
const ERROR_KEYS: readonly string[] = [
  'required',
  'email',
  'tooLong',
  'country',
  'departure',
] satisfies Exclude<ContactFieldErrorKey, 'phone'>[];

/** Keeps only the characters a phone may hold (spec §5) as they are typed; the server checks again. */
function sanitizePhone(event: FormEvent<HTMLInputElement>) {
  const input = event.currentTarget;
  const clean = sanitizePhoneInput(input.value);
  if (clean !== input.value) input.value = clean;
}

const initial = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * The form's checks (zod, the phone numbers' metadata), loaded on the visitor's first touch, key or
 * focus: a page that is only read (a tour, a sailing) never downloads them. Until then, and if the
 * download fails, the form posts as it does without script and the server checks it.
 */
const loadContactChecks = () => import('./contact-form-checks').then((checks) => checks.checkContactForm);

type ContactFormProps = {
  /** The signed time the form was served at (the spam guard's minimum time to fill it in). */
  startedAt: string;
  /** The last POST's answer when it sent nothing: the form again, with what was typed. */
  lastResult?: SubmissionResult<string[]>;
  notice?: ContactNotice;
  /**
   * An enquiry form (a tour's or a sailing's page): its heading, and the departure dates the visitor
   * may pick (value 'yyyy-MM-dd', label as the page shows it). Without it, the contact page's form.
   */
  enquiry?: { title: string; departures: readonly { value: string; label: string }[] };
};

/**
 * Spec §3 contact form: name, e-mail, phone with its country, best time to reach and the message,
 * posted to the page's own action. A plain form first (the server checks it and answers with the
 * errors, the first invalid field focused); with script Conform checks it by the same schema before
 * anything is sent. The phone's country starts as the visitor's once start-up has located them.
 */
export function ContactForm({ startedAt, lastResult, notice, enquiry }: ContactFormProps) {
  const { t } = useContactTranslation();
  const locale = useLocale();
  const navigation = useNavigation();
  const noticeRef = useRef<HTMLParagraphElement>(null);
  const countryChosen = useRef(false);
  const visitorCountry = useVisitorLocation()?.countryCode ?? null;
  const check = useLoadOnFirstUse(loadContactChecks);
  const [form, fields] = useForm<Partial<Record<ContactFieldName, string>>>({
    id: 'contact',
    lastResult,
    defaultValue: { countryCode: DEFAULT_PHONE_COUNTRY, bestTimeToReach: 'any' },
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    // Before the checks arrive nothing is refused here: the form posts and the server checks it.
    onValidate: ({ formData }) =>
      check
        ? check(
            formData,
            enquiry?.departures.map((departure) => departure.value),
          )
        : parse<Record<string, unknown>, string[]>(formData, { resolve: () => ({ error: null }) }),
  });

  // A refusal that is not about a field (too fast, expired, the API's failure) takes the focus.
  // biome-ignore lint/correctness/useExhaustiveDependencies: every new answer (lastResult) moves the focus again
  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice, lastResult]);

  // The visitor's country for the phone, unless they chose one or the form came back from the server.
  useEffect(() => {
    const select = document.getElementById(COUNTRY_ID);
    if (!(select instanceof HTMLSelectElement) || countryChosen.current || lastResult) return;
    if (visitorCountry && COUNTRIES.some((country) => country.code === visitorCountry)) {
      select.value = visitorCountry;
    }
  }, [visitorCountry, lastResult]);

  const busy = navigation.state === 'submitting' && navigation.formData?.has(STARTED_AT_FIELD) === true;
  const firstInvalid =
    lastResult?.status === 'error' && !notice
      ? CONTACT_FIELD_ORDER.find((name) => fields[name].errors)
      : undefined;
  const errorOf = (name: (typeof CONTACT_FIELD_ORDER)[number]): string | null => {
    const key = fields[name].errors?.[0];
    if (!key) return null;
    if (key === 'phone') return PHONE_MESSAGES.contactNumberRequired[locale];
    return ERROR_KEYS.includes(key)
      ? t(`errors.${key as Exclude<ContactFieldErrorKey, 'phone'>}`)
      : t('errors.invalid');
  };
  const field = (name: (typeof CONTACT_FIELD_ORDER)[number]) => ({
    id: `contact-${name}`,
    name: fields[name].name,
    defaultValue: initial(fields[name].initialValue),
    error: errorOf(name),
    autoFocus: firstInvalid === name,
    required: name !== 'departureDate',
  });
  const messageField = field('message');
  const messageDescribedBy = [`${messageField.id}-hint`, messageField.error && `${messageField.id}-error`]
    .filter(Boolean)
    .join(' ');
  const formProps = getFormProps(form);

  return (
    <Form
      {...formProps}
      method="post"
      noValidate
      className={styles.form}
      aria-labelledby="contact-form-title"
      onSubmit={(event) => {
        // One message per click: a second press while the first is on its way sends nothing.
        if (busy) event.preventDefault();
        else formProps.onSubmit(event);
      }}
    >
      <h2 id="contact-form-title">{enquiry?.title ?? t('form.title')}</h2>
      <p className={styles.note}>{enquiry ? t('form.requiredButDeparture') : t('form.allRequired')}</p>
      {notice && (
        // biome-ignore lint/a11y/noAutofocus: without script only the browser can move the focus to the message
        <p role="alert" className={styles.alert} tabIndex={-1} ref={noticeRef} autoFocus>
          {notice.message ?? t(`notices.${notice.key}`)}
        </p>
      )}
      <input type="hidden" name={STARTED_AT_FIELD} value={startedAt} />
      <InputField
        {...field('name')}
        label={t('form.name')}
        autoComplete="name"
        maxLength={CONTACT_LIMITS.name}
      />
      <InputField
        {...field('email')}
        type="email"
        label={t('form.email')}
        hint={t('form.emailHint')}
        autoComplete="email"
        maxLength={CONTACT_LIMITS.email}
      />
      <div className={styles.phoneRow}>
        <NativeSelectField
          {...field('countryCode')}
          id={COUNTRY_ID}
          label={t('form.country')}
          autoComplete="country"
          options={getCountryOptions(locale).map((country) => ({
            value: country.code,
            label: `${country.name} (+${country.dial})`,
          }))}
          onValueChange={() => {
            countryChosen.current = true;
          }}
        />
        <InputField
          {...field('phone')}
          type="tel"
          label={t('form.phone')}
          hint={t('form.phoneHint')}
          autoComplete="tel"
          inputMode="tel"
          maxLength={PHONE_INPUT_MAX_LENGTH}
          onInput={sanitizePhone}
        />
      </div>
      <NativeSelectField
        {...field('bestTimeToReach')}
        label={t('form.bestTime')}
        options={BEST_TIMES_TO_REACH.map((time) => ({ value: time, label: t(`form.bestTimes.${time}`) }))}
      />
      {enquiry && enquiry.departures.length > 0 && (
        <NativeSelectField
          {...field('departureDate')}
          label={t('form.departure')}
          options={[{ value: '', label: t('form.departureUndecided') }, ...enquiry.departures]}
        />
      )}
      <div className={joinClassNames(fieldStyles.field, messageField.error && fieldStyles.invalid)}>
        <label className={fieldStyles.label} htmlFor={messageField.id}>
          {t('form.message')}
        </label>
        <textarea
          id={messageField.id}
          name={messageField.name}
          className={joinClassNames(fieldStyles.control, styles.message)}
          rows={6}
          maxLength={CONTACT_LIMITS.message}
          required
          defaultValue={messageField.defaultValue}
          // biome-ignore lint/a11y/noAutofocus: without script only the browser can move the focus to the first invalid field
          autoFocus={messageField.autoFocus}
          aria-invalid={messageField.error ? true : undefined}
          aria-describedby={messageDescribedBy}
        />
        <p className={fieldStyles.hint} id={`${messageField.id}-hint`}>
          {t('form.messageHint')}
        </p>
        {messageField.error && (
          <p className={fieldStyles.error} id={`${messageField.id}-error`}>
            {messageField.error}
          </p>
        )}
      </div>
      {/* The honeypot: off screen and out of the accessibility tree and the tab order; people leave it empty. */}
      <div className={styles.honeypot} aria-hidden="true">
        <label htmlFor="contact-website">{t('form.honeypot')}</label>
        <input id="contact-website" type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" />
      </div>
      <p className={styles.consent}>
        <Trans
          t={t}
          i18nKey="form.consent"
          components={[<Link key="privacy" to={localizePath('/privacy-policy', locale)} />]}
        />
      </p>
      <button
        type="submit"
        className={joinClassNames(buttonStyles.button, buttonStyles.primary, styles.submit)}
        aria-disabled={busy || undefined}
      >
        {busy ? t('form.sending') : t('form.submit')}
      </button>
    </Form>
  );
}
