import { getFormProps, type SubmissionResult, useForm } from '@conform-to/react';
import type { SessionTotals } from '@travel/contract/booking-session';
import { hotelImportantNotes } from '@travel/domain/booking';
import type { MoneyAmount } from '@travel/domain/money';
import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react';
import { Form, Link, useLocation, useNavigation, useSubmit } from 'react-router';
import { formatMoneyAmount } from '../../lib/format-money';
import { useFormatLocale } from '../../lib/use-format-locale';
import { useLocale } from '../../lib/use-locale';
import { InputField } from '../../ui/form-field';
import { BillingFields } from './billing-fields';
import { listHotelBookingFieldNames } from './booking-form-fields';
import type { BookingSummaryActionData } from './booking-summary.server';
import { CheckoutSteps } from './checkout-steps';
import { ContactFields } from './contact-fields';
import type { HotelBookingSummary } from './hotel-booking.server';
import { HotelStayDetails } from './hotel-stay-details';
import { ImportantInformation } from './important-information';
import { PaymentMethodPicker } from './payment-methods/payment-method-picker';
import { PayBar, PaymentFailureAlert, PaymentSection } from './payment-section';
import { TripHold } from './trip-timer';
import { useBookingAutosave } from './use-booking-autosave';
import { useBookingTranslation } from './use-booking-translation';
import { useCardToken } from './use-card-token';
import { useFieldView } from './use-field-view';
import { isPaySubmit, useFormChecks } from './use-form-checks';

const FORM_ID = 'booking-form';

function HotelPriceBreakdown({
  totals,
  headingId = 'breakdown-title',
}: {
  totals: SessionTotals;
  headingId?: string;
}) {
  const { t } = useBookingTranslation();
  const formatLocale = useFormatLocale();
  const show = (amount: MoneyAmount) => formatMoneyAmount(amount, formatLocale);
  const { display, usd } = totals;
  return (
    <section className="booking-section price-breakdown" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('breakdown.title')}</h2>
      <dl className="price-breakdown__lines" aria-live="polite">
        <dt>{t('hotel.stay')}</dt>
        <dd>{show(display.offer)}</dd>
        <dt>{t('breakdown.fees')}</dt>
        <dd data-testid="breakdown-fees">{show(display.fees)}</dd>
        <dt className="price-breakdown__total">{t('breakdown.total')}</dt>
        <dd className="price-breakdown__total" data-testid="summary-total">
          {show(display.total)}
        </dd>
      </dl>
      <p data-testid="breakdown-charged">{t('breakdown.charged', { amount: show(usd.total) })}</p>
    </section>
  );
}

/**
 * /booking/summary for a hotel room (decision 013): the room and stay, the guests' names, contact,
 * billing, the card (with script) and Pagar; no bags. The same server-first form as a flight's.
 */
export function HotelBookingSummaryPage({
  summary,
  actionData,
}: {
  summary: HotelBookingSummary;
  actionData?: BookingSummaryActionData;
}) {
  const { t } = useBookingTranslation();
  const locale = useLocale();
  const location = useLocation();
  const navigation = useNavigation();
  const submit = useSubmit();
  const formRef = useRef<HTMLFormElement>(null);
  const action = `${location.pathname}?offerId=${encodeURIComponent(summary.offerId)}`;
  const { checks, pending, takeWaiting } = useFormChecks();
  const check = useMemo(
    () => checks?.createHotelBookingFormCheck({ guests: summary.guests, locale }) ?? null,
    [checks, summary.guests, locale],
  );
  const lastResult: SubmissionResult<string[]> | undefined =
    actionData && 'lastResult' in actionData ? actionData.lastResult : undefined;
  const [form, fields] = useForm({
    id: FORM_ID,
    lastResult,
    defaultValue: summary.defaultValue,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => (check ? check(formData) : pending(formData)),
  });
  // The fields left before the checks arrived are checked as soon as they are there.
  useEffect(() => {
    if (check) for (const name of takeWaiting()) form.validate({ name });
  }, [check, takeWaiting, form]);
  const view = useFieldView(lastResult, listHotelBookingFieldNames(summary.guests.length));
  const guestFields = fields.travellers.getFieldList();
  const contact = fields.contact.getFieldset();
  const billing = fields.billing.getFieldset();
  const autosave = useBookingAutosave(
    () => formRef.current,
    (formData) => {
      if (!check) return null;
      const submission = check(formData);
      return submission.status === 'success' ? {} : (submission.error ?? undefined);
    },
  );
  const card = useCardToken();
  const [showCardErrors, setShowCardErrors] = useState(false);
  const [paying, setPaying] = useState(false);
  const submitting = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'pay';
  useEffect(() => {
    if (navigation.state === 'idle') setPaying(false);
  }, [navigation.state]);
  const payError = actionData && 'payError' in actionData ? actionData.payError : undefined;
  const holderName = billing.cardHolderName.value;

  // As for a flight: with script the card must be typed and is tokenized first; without (or before the
  // checks arrive), the gateway asks.
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    form.onSubmit(event);
    if (!checks) {
      if (!isPaySubmit(event)) event.preventDefault();
      return;
    }
    const refused = event.defaultPrevented;
    event.preventDefault();
    if (paying || submitting) return;
    // Pix, vouchers and PSE need no card: the form goes as it is.
    const local = checks.isLocalMethodChosen(event.currentTarget);
    if (!card.card && !local) {
      setShowCardErrors(true);
      if (!refused) requestAnimationFrame(() => document.getElementById('card-number')?.focus());
      return;
    }
    if (refused) return;
    const formData = new FormData(event.currentTarget, (event.nativeEvent as SubmitEvent).submitter);
    setPaying(true);
    if (local) {
      submit(formData, { method: 'post', action });
      return;
    }
    card
      .flush()
      .then((token) => {
        for (const [name, value] of Object.entries(token)) formData.set(`card.${name}`, value);
        submit(formData, { method: 'post', action });
      })
      .catch(() => {
        setPaying(false);
        setShowCardErrors(true);
      });
  }

  return (
    <>
      <CheckoutSteps
        steps={[
          { id: 'step-travellers', label: t('checkout.steps.guests') },
          { id: 'step-payment', label: t('checkout.steps.payment') },
        ]}
      />
      <TripHold offerId={summary.offerId} hold={summary.hold} action={action} />
      <HotelStayDetails hotel={summary.hotel} />
      {summary.resultsUrl && (
        <p>
          <Link to={summary.resultsUrl}>{t('hotel.backToHotel')}</Link>
        </p>
      )}
      {summary.paymentFailure && <PaymentFailureAlert failure={summary.paymentFailure} />}
      <div className="booking-layout">
        <div className="booking-form">
          <Form
            {...getFormProps(form)}
            ref={formRef}
            method="post"
            action={action}
            noValidate
            onSubmit={onSubmit}
            onChange={autosave.onChange}
          >
            <input type="hidden" name="offerId" value={summary.offerId} />
            <section id="step-travellers" className="booking-section" aria-labelledby="travellers-title">
              <h2 id="travellers-title">{t('hotel.guestsTitle')}</h2>
              <p className="booking-note">{t('hotel.guestsNote')}</p>
              {guestFields.map((guest, index) => {
                const slot = summary.guests[index];
                if (!slot) return null;
                const set = guest.getFieldset();
                const type =
                  slot.age === undefined ? t('hotel.adult') : t('hotel.childAge', { count: slot.age });
                const props = (name: 'firstName' | 'lastName') => {
                  const v = view(set[name]);
                  return {
                    id: `guest-${index}-${name}`,
                    name: v.name,
                    label: t(`fields.${name}`),
                    defaultValue: v.defaultValue,
                    error: v.error,
                    autoFocus: v.autoFocus,
                  };
                };
                return (
                  <fieldset key={slot.id} className="booking-fieldset traveller-fields">
                    <legend>{t('hotel.guestLegend', { n: index + 1, type, room: slot.room })}</legend>
                    <div className="form-grid">
                      <InputField
                        {...props('firstName')}
                        autoComplete={`section-guest-${index + 1} given-name`}
                        required
                      />
                      <InputField
                        {...props('lastName')}
                        autoComplete={`section-guest-${index + 1} family-name`}
                        required
                      />
                    </div>
                  </fieldset>
                );
              })}
            </section>
            <section className="booking-section" aria-label={t('contact.title')}>
              <ContactFields field={(name) => view(contact[name])} />
            </section>
            <section id="step-payment" className="booking-section" aria-label={t('billing.title')}>
              <BillingFields field={(name) => view(billing[name])} />
            </section>
          </Form>
          <PaymentSection
            card={card}
            showCardErrors={showCardErrors}
            savedCard={summary.card}
            holderName={typeof holderName === 'string' ? holderName : ''}
            methods={
              <PaymentMethodPicker offers={summary.paymentMethods ?? null} formId={FORM_ID} locale={locale} />
            }
          />
          <ImportantInformation notes={hotelImportantNotes()} />
        </div>
        <aside className="booking-aside" aria-label={t('breakdown.title')}>
          <HotelPriceBreakdown totals={summary.totals} />
          <PayBar
            formId={FORM_ID}
            busy={paying || submitting}
            payError={payError}
            locale={locale}
            totals={summary.totals}
            breakdown={(headingId) => <HotelPriceBreakdown totals={summary.totals} headingId={headingId} />}
          />
        </aside>
      </div>
    </>
  );
}
