import { getFormProps, type SubmissionResult, useForm } from '@conform-to/react';
import type { BaggageState } from '@travel/domain/baggage';
import { flightImportantNotes } from '@travel/domain/booking';
import type { FlightOffer } from '@travel/domain/offers';
import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react';
import { Form, Link, useFetcher, useLocation, useNavigate, useNavigation, useSubmit } from 'react-router';
import { formatIsoDate, formatLocalTime } from '../../lib/format-date';
import { formatMoneyAmount } from '../../lib/format-money';
import { getLocalToday } from '../../lib/local-today';
import { localizePath, pickLocalized } from '../../lib/locale';
import { useFormatLocale } from '../../lib/use-format-locale';
import { useLocale } from '../../lib/use-locale';
import { AirlineName } from '../../ui/airline-mark';
import { BaggageSection } from './baggage-section';
import { BillingFields } from './billing-fields';
import type { BookingFormContext } from './booking-form.schemas';
import { listBookingFieldNames } from './booking-form-fields';
import styles from './booking-funnel.module.css';
import type { BookingSummaryActionData, BookingSummaryData } from './booking-summary.server';
import { type CheckoutStep, CheckoutSteps } from './checkout-steps';
import { ContactFields } from './contact-fields';
import { HotelBookingSummaryPage } from './hotel-booking-summary-page';
import { ImportantInformation } from './important-information';
import { PaymentMethodPicker } from './payment-methods/payment-method-picker';
import { PayBar, PaymentFailureAlert, PaymentSection } from './payment-section';
import { PriceBreakdown } from './price-breakdown';
import { TravellerFields } from './traveller-fields';
import { TripExpiredDialog, TripHold, useHoldExpired } from './trip-timer';
import { useBookingAutosave } from './use-booking-autosave';
import { useBookingTranslation } from './use-booking-translation';
import { useCardToken } from './use-card-token';
import { useDebouncedSync } from './use-debounced-sync';
import { useFieldView } from './use-field-view';
import { isPaySubmit, useFormChecks } from './use-form-checks';

type ReadySummary = Extract<BookingSummaryData, { status: 'ready' }>;

export const BOOKING_FORM_ID = 'booking-form';

function Itinerary({ offer, carriers }: { offer: FlightOffer; carriers: Record<string, string> }) {
  const { t } = useBookingTranslation();
  const locale = useLocale();
  return (
    <section className="trip-summary" aria-labelledby="itinerary-title">
      <h2 id="itinerary-title">{t('itinerary')}</h2>
      {offer.itineraries.map((itinerary, index) => {
        const first = itinerary.segments[0];
        const last = itinerary.segments[itinerary.segments.length - 1];
        if (!first || !last) return null;
        return (
          <article key={first.id} className="trip-summary__leg">
            <h3>
              {index === 0 ? t('outbound') : t('inbound')}:{' '}
              {t('flight', { from: first.departure.iataCode, to: last.arrival.iataCode })}
            </h3>
            <p>
              {formatIsoDate(first.departure.at.slice(0, 10), locale)} ·{' '}
              {t('times', {
                departure: formatLocalTime(first.departure.at),
                arrival: formatLocalTime(last.arrival.at),
              })}
            </p>
            <p className="trip-summary__carriers">
              {[...new Set(itinerary.segments.map((segment) => segment.carrierCode))].map((code) => (
                <AirlineName key={code} code={code} name={carriers[code]} />
              ))}
            </p>
            <p>
              {t('flightNumbers', {
                numbers: itinerary.segments
                  .map((segment) => `${segment.carrierCode} ${segment.number}`)
                  .join(', '),
              })}
            </p>
          </article>
        );
      })}
    </section>
  );
}

/** The selection form of the results page, posted again (the price moved, or the time ran out). */
function SelectOfferFields(props: { offerId: string; currencyCode: string; resultsUrl: string | null }) {
  return (
    <>
      <input type="hidden" name="intent" value="select" />
      <input type="hidden" name="offerId" value={props.offerId} />
      <input type="hidden" name="currencyCode" value={props.currencyCode} />
      {props.resultsUrl && <input type="hidden" name="resultsUrl" value={props.resultsUrl} />}
    </>
  );
}

/** No session to show: no offer chosen, the session is gone, or the choice did not go through. */
function NoSession({
  summary,
  actionData,
}: {
  summary: BookingSummaryData;
  actionData?: BookingSummaryActionData;
}) {
  const { t } = useBookingTranslation();
  const locale = useLocale();
  const formatLocale = useFormatLocale();
  const select = actionData?.intent === 'select' ? actionData : null;
  const hotelSelect = actionData?.intent === 'select-hotel' ? actionData : null;
  const home = (
    <Link className="button button--primary" to={localizePath('/', locale)}>
      {t('searchFlights')}
    </Link>
  );
  if (hotelSelect?.priceChanged) {
    const { priceChanged } = hotelSelect;
    return (
      <div role="alert" className="booking-alert">
        <p>
          {priceChanged.total
            ? t('hotel.priceNow', { price: formatMoneyAmount(priceChanged.total, formatLocale) })
            : t('hotel.priceChanged', { detail: priceChanged.detail })}
        </p>
        <div className={styles.actions}>
          <Form method="post" action={localizePath('/booking/summary', locale)}>
            <input type="hidden" name="intent" value="select-hotel" />
            <input type="hidden" name="offerId" value={priceChanged.offerId} />
            {/* Accepted: the server prices the room anew and books at that rate. */}
            <input type="hidden" name="supplierTotal" value="0" />
            <input type="hidden" name="currencyCode" value={priceChanged.currencyCode} />
            {priceChanged.resultsUrl && (
              <input type="hidden" name="resultsUrl" value={priceChanged.resultsUrl} />
            )}
            <input type="hidden" name="priceAccepted" value="1" />
            <button type="submit" className="button button--primary">
              {t('hotel.acceptPrice')}
            </button>
          </Form>
          <Link className="button" to={priceChanged.resultsUrl ?? localizePath('/hoteles', locale)}>
            {t('hotel.backToHotel')}
          </Link>
        </div>
      </div>
    );
  }
  if (select?.priceChanged) {
    const { priceChanged } = select;
    return (
      <div role="alert" className="booking-alert">
        <p>{t('session.priceChanged', { detail: priceChanged.detail })}</p>
        <div className={styles.actions}>
          <Form method="post" action={localizePath('/booking/summary', locale)}>
            <SelectOfferFields {...priceChanged} />
            <input type="hidden" name="priceAccepted" value="1" />
            <button type="submit" className="button button--primary">
              {t('session.acceptPrice')}
            </button>
          </Form>
          {priceChanged.resultsUrl ? (
            <Link className="button" to={priceChanged.resultsUrl}>
              {t('backToResults')}
            </Link>
          ) : (
            home
          )}
        </div>
      </div>
    );
  }
  if (select?.selectFailed || hotelSelect?.selectFailed || summary.status === 'failed') {
    const titles = select?.selectFailed?.titles ?? hotelSelect?.selectFailed?.titles;
    return (
      <div role="alert" className="booking-alert">
        <p>{titles ? pickLocalized(titles, locale) : t('session.failed')}</p>
        {home}
      </div>
    );
  }
  // Flights and hotels alike: the page cannot tell which the traveller had chosen.
  return (
    <>
      <p>{t(summary.status === 'gone' ? 'gone' : 'empty')}</p>
      <div className={styles.actions}>
        {home}
        <Link className="button" to={localizePath('/hoteles', locale)}>
          {t('hotel.searchHotels')}
        </Link>
      </div>
    </>
  );
}

/** The bag quantities shown: the session's, or what was just chosen while it is being saved. */
function useBagChoice(summary: ReadySummary) {
  const fetcher = useFetcher({ key: 'booking-bags' });
  const saved = summary.bags?.quantity;
  const [chosen, setChosen] = useState(saved ?? null);
  const savedOnward = saved?.onward;
  const savedReturn = saved?.return;
  // A new answer from the session (after saving, or another tab) is what counts. The same quantities
  // keep the state as it is: a new object would render the whole form again as the page hydrates.
  useEffect(() => {
    if (savedOnward === undefined || savedReturn === undefined) return;
    setChosen((current) =>
      current?.onward === savedOnward && current.return === savedReturn
        ? current
        : { onward: savedOnward, return: savedReturn },
    );
  }, [savedOnward, savedReturn]);
  const changed = chosen && saved && (chosen.onward !== saved.onward || chosen.return !== saved.return);
  const key = changed ? JSON.stringify(chosen) : null;
  // Spec §7: the bags are sent 2 s after the last change.
  useDebouncedSync(key, 2000, async (value) => {
    const quantity = JSON.parse(value) as { onward: number; return: number };
    await fetcher.submit(
      {
        intent: 'bags',
        offerId: summary.offerId,
        'bags.onward': String(quantity.onward),
        'bags.return': String(quantity.return),
      },
      { method: 'post' },
    );
  });
  const state: BaggageState | null =
    summary.bags && chosen ? { ...summary.bags, quantity: chosen } : summary.bags;
  return { state, choose: (next: BaggageState) => setChosen(next.quantity) };
}

function BookingForms({
  summary,
  actionData,
}: {
  summary: ReadySummary;
  actionData?: BookingSummaryActionData;
}) {
  const { t } = useBookingTranslation();
  const locale = useLocale();
  const location = useLocation();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const submit = useSubmit();
  const formRef = useRef<HTMLFormElement>(null);
  const action = `${location.pathname}?offerId=${encodeURIComponent(summary.offerId)}`;

  const context: BookingFormContext = useMemo(
    () => ({
      passengers: summary.passengers,
      trip: { ...summary.tripDates, today: getLocalToday() },
      locale,
    }),
    [summary.passengers, summary.tripDates, locale],
  );
  const { checks, pending, takeWaiting } = useFormChecks();
  const check = useMemo(() => checks?.createBookingFormCheck(context) ?? null, [checks, context]);
  const lastResult: SubmissionResult<string[]> | undefined =
    actionData && 'lastResult' in actionData ? actionData.lastResult : undefined;
  const [form, fields] = useForm({
    id: BOOKING_FORM_ID,
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

  // Without script the browser focuses the first field in error after a refused Pagar.
  const view = useFieldView(lastResult, listBookingFieldNames(summary.passengers.length));
  const travellerFields = fields.travellers.getFieldList();
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
  const bags = useBagChoice(summary);
  const card = useCardToken();
  const [showCardErrors, setShowCardErrors] = useState(false);
  const [paying, setPaying] = useState(false);
  const submitting = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'pay';
  useEffect(() => {
    if (navigation.state === 'idle') setPaying(false);
  }, [navigation.state]);
  const payError = actionData && 'payError' in actionData ? actionData.payError : undefined;
  const holdExpired = useHoldExpired(summary.hold?.expiresAt ?? null);
  const holderName = billing.cardHolderName.value;

  /**
   * Pagar with script: Conform checks every field (focus on the first wrong one), the card must be
   * typed and valid, then the card is tokenized if it is not yet and the form goes with its token.
   * Without script the browser posts the form and the gateway's page asks for the card; so does Pagar
   * in the moment between hydration and the checks' arrival.
   */
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

  const resultsUrl = summary.resultsUrl ?? localizePath('/', locale);
  const selectAgain = () => {
    const formData = new FormData();
    formData.set('intent', 'select');
    formData.set('offerId', summary.offerId);
    formData.set('currencyCode', summary.offer.price.currency);
    if (summary.resultsUrl) formData.set('resultsUrl', summary.resultsUrl);
    submit(formData, { method: 'post', action: localizePath('/booking/summary', locale) });
  };

  return (
    <>
      <TripHold offerId={summary.offerId} hold={summary.hold} action={action} />
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
            {/* Enter in a field means Pagar, not the first bag button (the form's default button). */}
            <button
              type="submit"
              name="intent"
              value="pay"
              className="visually-hidden"
              tabIndex={-1}
              aria-hidden="true"
            >
              {t('pay.button')}
            </button>
            <input type="hidden" name="offerId" value={summary.offerId} />
            <section id="step-travellers" className="booking-section" aria-labelledby="travellers-title">
              <h2 id="travellers-title">{t('travellers.title')}</h2>
              <p className="booking-note">{t('travellers.note')}</p>
              {travellerFields.map((traveller, index) => {
                const passenger = summary.passengers[index];
                if (!passenger) return null;
                const set = traveller.getFieldset();
                return (
                  <TravellerFields
                    key={passenger.id}
                    index={index}
                    type={passenger.type}
                    field={(name) => view(set[name])}
                  />
                );
              })}
            </section>
            <section className="booking-section" aria-label={t('contact.title')}>
              <ContactFields field={(name) => view(contact[name])} />
            </section>
            {bags.state && (
              <div id="step-bags">
                <BaggageSection state={bags.state} onChange={bags.choose} />
              </div>
            )}
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
              <PaymentMethodPicker offers={summary.paymentMethods} formId={BOOKING_FORM_ID} locale={locale} />
            }
          />
          <ImportantInformation notes={flightImportantNotes(summary.offer)} />
        </div>
        <aside className="booking-aside" aria-label={t('breakdown.title')}>
          <PriceBreakdown totals={summary.totals} offer={summary.offer} />
          <PayBar
            formId={BOOKING_FORM_ID}
            busy={paying || submitting}
            payError={payError}
            backTo={resultsUrl}
            locale={locale}
            totals={summary.totals}
            breakdown={(headingId) => (
              <PriceBreakdown totals={summary.totals} offer={summary.offer} headingId={headingId} />
            )}
          />
        </aside>
      </div>
      <TripExpiredDialog
        expired={holdExpired}
        onRefresh={() => window.location.assign(resultsUrl)}
        onBack={() => navigate(resultsUrl)}
        onRefreshSelected={selectAgain}
      />
    </>
  );
}

/** Issue 12: Viajeros · Equipaje · Pago, each the id of its section (no Equipaje when no bags are sold). */
function flightSteps(
  summary: ReadySummary,
  t: ReturnType<typeof useBookingTranslation>['t'],
): CheckoutStep[] {
  return [
    { id: 'step-travellers', label: t('checkout.steps.travellers') },
    ...(summary.bags ? [{ id: 'step-bags', label: t('checkout.steps.bags') }] : []),
    { id: 'step-payment', label: t('checkout.steps.payment') },
  ];
}

/** /booking/summary: itinerary, timer, travellers, contact, bags, billing, card, price and 'Pagar'. */
export function BookingSummaryPage({
  summary: loaded,
  actionData,
}: {
  summary: BookingSummaryData;
  actionData?: BookingSummaryActionData;
}) {
  const { t } = useBookingTranslation();
  // A post that found the session gone says so as the GET does, even where the address it was posted
  // to names no offer (the loader then has nothing to read).
  const summary: BookingSummaryData = actionData && 'gone' in actionData ? { status: 'gone' } : loaded;
  if (summary.status === 'ready-hotel') {
    return (
      <article className="page booking-summary">
        <title>{t('site.documentTitle', { ns: 'common', title: t('hotel.summaryTitle') })}</title>
        <h1>{t('hotel.summaryTitle')}</h1>
        <HotelBookingSummaryPage key={summary.offerId} summary={summary} actionData={actionData} />
      </article>
    );
  }
  return (
    <article className="page booking-summary">
      <title>{t('site.documentTitle', { ns: 'common', title: t('summaryTitle') })}</title>
      <h1>{t('summaryTitle')}</h1>
      {summary.status === 'ready' ? (
        <>
          <CheckoutSteps steps={flightSteps(summary, t)} />
          <Itinerary offer={summary.offer} carriers={summary.carriers} />
          <BookingForms key={summary.offerId} summary={summary} actionData={actionData} />
        </>
      ) : (
        <NoSession summary={summary} actionData={actionData} />
      )}
    </article>
  );
}
