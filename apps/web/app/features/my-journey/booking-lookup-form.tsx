import { getFormProps, type SubmissionResult, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { useEffect, useRef } from 'react';
import { Form, useNavigation, useSearchParams } from 'react-router';
import { joinClassNames } from '../../lib/class-names';
import { localizePath } from '../../lib/locale';
import { useLocale } from '../../lib/use-locale';
import buttonStyles from '../../ui/button.module.css';
import { InputField } from '../../ui/form-field';
import { BookingLookupSchema, toBookingLookupError } from './booking-lookup.schemas';
import type { LookupError } from './booking-lookup.server';
import styles from './booking-lookup-form.module.css';
import { useMyJourneyTranslation } from './use-my-journey-translation';

/** The code the confirmation e-mail puts in its link (?reference=K7QX2M), if it reads as one. */
export function readReferenceParam(params: URLSearchParams): string {
  const reference = (params.get('reference') ?? '').trim().toUpperCase();
  return /^[A-Z0-9]{1,20}$/.test(reference) ? reference : '';
}

type BookingLookupFormProps = {
  /** The last lookup's answer when it found nothing: the form again, with what was typed. */
  lastResult?: SubmissionResult<string[]>;
  lookupError?: LookupError;
};

/**
 * My Journey: booking code + e-mail, posted to the booking detail page, whose action looks the booking
 * up on the server. The code comes filled in from the e-mail's link; the e-mail never travels in a URL.
 */
export function BookingLookupForm({ lastResult, lookupError }: BookingLookupFormProps) {
  const { t } = useMyJourneyTranslation();
  const locale = useLocale();
  const [searchParams] = useSearchParams();
  const navigation = useNavigation();
  const alertRef = useRef<HTMLParagraphElement>(null);
  const [form, fields] = useForm({
    id: 'booking-lookup',
    lastResult,
    defaultValue: { referenceId: readReferenceParam(searchParams) },
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: BookingLookupSchema }),
  });
  // A lookup that found nothing: the message takes the focus, so it is heard and the form is next.
  // biome-ignore lint/correctness/useExhaustiveDependencies: every new answer (lastResult) moves the focus again
  useEffect(() => {
    if (lookupError) alertRef.current?.focus();
  }, [lookupError, lastResult]);
  const busy = navigation.state === 'submitting' && navigation.formData?.has('referenceId');
  const firstInvalid =
    lastResult?.status === 'error' ? (fields.referenceId.errors ? 'referenceId' : 'email') : null;
  const initial = (value: unknown) => (typeof value === 'string' ? value : '');
  const errorOf = (errors: string[] | undefined) => (errors ? t(toBookingLookupError(errors[0])) : null);

  return (
    <Form
      {...getFormProps(form)}
      method="post"
      action={localizePath('/user/my-journey/booking-detail', locale)}
      noValidate
    >
      {lookupError && (
        // biome-ignore lint/a11y/noAutofocus: without script only the browser can move the focus to the message
        <p role="alert" className={styles.alert} tabIndex={-1} ref={alertRef} autoFocus>
          {t(lookupError)}
        </p>
      )}
      <InputField
        id="lookup-reference"
        name={fields.referenceId.name}
        label={t('reference')}
        hint={t('referenceHint')}
        autoComplete="off"
        autoCapitalize="characters"
        maxLength={20}
        required
        defaultValue={initial(fields.referenceId.initialValue)}
        error={errorOf(fields.referenceId.errors)}
        autoFocus={firstInvalid === 'referenceId'}
      />
      <InputField
        id="lookup-email"
        name={fields.email.name}
        type="email"
        label={t('email')}
        autoComplete="email"
        required
        defaultValue={initial(fields.email.initialValue)}
        error={errorOf(fields.email.errors)}
        autoFocus={firstInvalid === 'email'}
      />
      <button
        type="submit"
        className={joinClassNames(buttonStyles.button, buttonStyles.primary)}
        aria-disabled={busy || undefined}
      >
        {busy ? t('searching') : t('submit')}
      </button>
    </Form>
  );
}
