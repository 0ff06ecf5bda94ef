import { type FormEvent, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { isApiError } from '../../lib/api-client';
import { localizePath } from '../../lib/locale';
import { useApiClient } from '../../lib/use-api-client';
import { useLocale } from '../../lib/use-locale';
import { InputField } from '../../ui/form-field';
import { type FoundBooking, saveFoundBooking } from './my-journey-booking';
import { useMyJourneyTranslation } from './use-my-journey-translation';

type LookupError = 'notFound' | 'tooMany' | 'failed';

/** The code the confirmation e-mail puts in its link (?reference=K7QX2M), if it reads as one. */
export function readReferenceParam(params: URLSearchParams): string {
  const reference = (params.get('reference') ?? '').trim().toUpperCase();
  return /^[A-Z0-9]{1,20}$/.test(reference) ? reference : '';
}

/**
 * My Journey: booking code + e-mail → POST /user/booking/lookup → the detail page. The code comes
 * filled in from the e-mail's link; the e-mail address never travels in a URL.
 */
export function BookingLookupForm() {
  const { t } = useMyJourneyTranslation();
  const locale = useLocale();
  const api = useApiClient();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [referenceId, setReferenceId] = useState(() => readReferenceParam(searchParams));
  const [email, setEmail] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<LookupError | null>(null);
  const alertRef = useRef<HTMLParagraphElement>(null);

  const referenceError = submitted && referenceId.trim() === '' ? t('required') : null;
  const emailError = submitted && email.trim() === '' ? t('required') : null;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
    setError(null);
    if (referenceId.trim() === '' || email.trim() === '') {
      document.getElementById(referenceId.trim() === '' ? 'lookup-reference' : 'lookup-email')?.focus();
      return;
    }
    setBusy(true);
    try {
      const { data } = await api.post<{ data: FoundBooking }>('/user/booking/lookup', {
        referenceId: referenceId.trim().toUpperCase(),
        email: email.trim(),
      });
      saveFoundBooking(data);
      navigate(localizePath('/user/my-journey/booking-detail', locale), { state: { booking: data } });
    } catch (caught) {
      setBusy(false);
      setError(
        isApiError(caught) && caught.status === 404
          ? 'notFound'
          : isApiError(caught) && caught.status === 429
            ? 'tooMany'
            : 'failed',
      );
      requestAnimationFrame(() => alertRef.current?.focus());
    }
  }

  return (
    <form className="lookup-form" onSubmit={(event) => void submit(event)} noValidate>
      {error && (
        <p role="alert" className="booking-alert" tabIndex={-1} ref={alertRef}>
          {t(error)}
        </p>
      )}
      <InputField
        id="lookup-reference"
        name="referenceId"
        label={t('reference')}
        hint={t('referenceHint')}
        autoComplete="off"
        autoCapitalize="characters"
        maxLength={20}
        required
        value={referenceId}
        onValueChange={setReferenceId}
        error={referenceError}
      />
      <InputField
        id="lookup-email"
        name="email"
        type="email"
        label={t('email')}
        autoComplete="email"
        required
        value={email}
        onValueChange={setEmail}
        error={emailError}
      />
      <button type="submit" className="button button--primary" disabled={busy}>
        {busy ? t('searching') : t('submit')}
      </button>
    </form>
  );
}
