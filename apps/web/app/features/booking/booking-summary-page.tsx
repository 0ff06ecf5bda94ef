import type { BaggageState } from '@travel/domain/baggage';
import { buildBaggagePayload } from '@travel/domain/baggage';
import { areBookingRequirementsFulfilled, canSyncCustomer, canSyncPassengers } from '@travel/domain/booking';
import type { CardField } from '@travel/domain/cards';
import type { FlightOffer } from '@travel/domain/offers';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { readAgentId } from '../../lib/agent-id';
import { isApiError } from '../../lib/api-client';
import { formatIsoDate, formatLocalTime } from '../../lib/format-date';
import { getLocalToday } from '../../lib/local-today';
import { localizePath } from '../../lib/locale';
import { isAllowedExternalNavigation } from '../../lib/safe-url';
import { useApiClient } from '../../lib/use-api-client';
import { useLocale } from '../../lib/use-locale';
import { ModalDialog } from '../../ui/modal-dialog';
import { BaggageSection } from './baggage-section';
import { BillingFields } from './billing-fields';
import type { BaggageOptions, FlightOrderSession, SavedCard, SessionTotals } from './booking.types';
import { type CardToken, type CardTokenInput, createBookingApi } from './booking-api';
import { type BookingDraft, rehydrateBookingDraft, useBookingDraftStore } from './booking-draft.store';
import {
  getBillingErrors,
  getContactErrors,
  getContactPhone,
  getTravellerErrors,
  hasErrors,
  toBillingInput,
  toPassenger,
} from './booking-form-errors';
import { CardFields, getBrandName } from './card-fields';
import { ContactFields } from './contact-fields';
import { PriceBreakdown } from './price-breakdown';
import { TravellerFields } from './traveller-fields';
import { TripExpiredDialog, TripTimer } from './trip-timer';
import { useBookingTranslation } from './use-booking-translation';
import { useDebouncedSync } from './use-debounced-sync';

function Itinerary({ draft }: { draft: BookingDraft }) {
  const { t } = useBookingTranslation();
  const locale = useLocale();
  const offer = draft.pricing.data.flightOffers[0];
  if (!offer) return null;
  const carriers = draft.pricing.dictionaries.carriers ?? {};
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
            <p>
              {t('flightNumbers', {
                numbers: itinerary.segments
                  .map(
                    (segment) => `${carriers[segment.carrierCode] ?? segment.carrierCode} ${segment.number}`,
                  )
                  .join(', '),
              })}
            </p>
          </article>
        );
      })}
    </section>
  );
}

type SessionState =
  | { status: 'loading' }
  | { status: 'ready'; session: FlightOrderSession }
  | { status: 'price-changed'; detail: string }
  | { status: 'failed' };

/** Moves focus to the first field in error (after 'review'). */
function focusFirstError() {
  requestAnimationFrame(() => {
    const field = document.querySelector<HTMLElement>('.booking-form [aria-invalid="true"]');
    field?.focus();
  });
}

function BookingForms({ draft, offer }: { draft: BookingDraft; offer: FlightOffer }) {
  const { t } = useBookingTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const api = useApiClient();
  const store = useBookingDraftStore();
  const agentId = typeof document === 'undefined' ? null : readAgentId(document.cookie);
  const bookingApi = useMemo(
    () => createBookingApi(api, { agentId: agentId ?? '', flightOfferId: draft.offerId, locale }),
    [api, agentId, draft.offerId, locale],
  );

  // --- Session: set/flight-order on arrival, then the bag options.
  const [session, setSession] = useState<SessionState>({ status: 'loading' });
  const [totals, setTotals] = useState<SessionTotals | null>(null);
  const [bagOptions, setBagOptions] = useState<BaggageOptions | null>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let active = true;
    setSession({ status: 'loading' });
    void attempt;
    bookingApi
      .setFlightOrder(offer)
      .then(async (data) => {
        if (!active) return;
        setSession({ status: 'ready', session: data });
        setTotals(data.totals);
        if (data.isAdditionalBaggageAllowed) {
          // Without the bag options the visitor can still book, only without extra bags.
          const options = await bookingApi.getBaggage(data.baggageUrl).catch(() => null);
          if (active) setBagOptions(options);
        }
      })
      .catch((error: unknown) => {
        if (!active) return;
        if (isApiError(error, 'OFFER_PRICE_CHANGED')) {
          setSession({ status: 'price-changed', detail: error.titles?.[locale] ?? error.message });
        } else setSession({ status: 'failed' });
      });
    return () => {
      active = false;
    };
  }, [bookingApi, offer, locale, attempt]);
  const sessionId = session.status === 'ready' ? session.session.id : null;

  // --- Validation, from the domain.
  const itineraries = offer.itineraries;
  const trip = {
    departureDate: itineraries[0]?.segments[0]?.departure.at.slice(0, 10) ?? '',
    returnDate: itineraries[1]?.segments[0]?.departure.at.slice(0, 10),
    today: getLocalToday(),
  };
  const travellerErrors = store.travellers.map((traveller) => getTravellerErrors(traveller, trip));
  const contactErrors = getContactErrors(store.contact, locale);
  const billingErrors = getBillingErrors(store.billing);
  const phone = getContactPhone(store.contact);
  const contactValid = !hasErrors(contactErrors) && phone !== null;
  const travellerEntries = store.travellers.map((traveller, i) => ({
    firstName: traveller.firstName,
    lastName: traveller.lastName,
    gender: traveller.gender,
    dateOfBirth: traveller.dateOfBirth,
    hasError: hasErrors(travellerErrors[i] ?? {}),
  }));
  const passengerCount =
    draft.search.travellers.adult + draft.search.travellers.child + draft.search.travellers.infant;

  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [showAll, setShowAll] = useState(false);
  const touch = (key: string) => setTouched((s) => new Set(s).add(key));
  const isShown = (key: string) => showAll || touched.has(key);

  // --- Syncs (spec §7 delays).
  const customerKey =
    sessionId && contactValid && canSyncCustomer({ email: store.contact.email, phone: phone ?? '' })
      ? JSON.stringify({
          email: store.contact.email.trim(),
          phone,
          countryCode: store.contact.countryCode,
          newsletterSubscribe: store.contact.newsletterSubscribe,
        })
      : null;
  const customerSync = useDebouncedSync(customerKey, 5000, async (key) => {
    await bookingApi.saveCustomer(JSON.parse(key));
  });

  const passengersKey =
    sessionId &&
    canSyncPassengers({
      contactEmail: contactErrors.email ? undefined : store.contact.email,
      travellers: travellerEntries,
      passengerCount,
    })
      ? JSON.stringify(store.travellers.map(toPassenger))
      : null;
  const passengersSync = useDebouncedSync(passengersKey, 7000, async (key) => {
    await bookingApi.savePassengers(JSON.parse(key));
  });

  const bagState: BaggageState | null =
    bagOptions?.singleBagPrice != null
      ? {
          singleBagPrice: bagOptions.singleBagPrice,
          maxQuantity: bagOptions.maxQuantity,
          hasReturn: bagOptions.returnSegmentIds.length > 0,
          quantity: store.bags,
        }
      : null;
  const bagsKey =
    sessionId && bagState ? JSON.stringify(buildBaggagePayload(offer, bagState, sessionId)) : null;
  const bagsSync = useDebouncedSync(bagsKey, 2000, async (key) => {
    const data = await bookingApi.addBaggage(JSON.parse(key));
    setTotals(data.totals);
  });

  const [card, setCard] = useState<CardTokenInput | null>(null);
  const [savedCard, setSavedCard] = useState<SavedCard | null>(null);
  const [cardErrors, setCardErrors] = useState<Partial<Record<CardField, string>>>({});
  const cardRef = useRef(card);
  cardRef.current = card;
  const cardKey =
    sessionId && card
      ? `${sessionId}:${card.cardNumber}:${card.cardExpiry}:${card.cardCvv}:${card.cardName}`
      : null;
  const cardSync = useDebouncedSync(cardKey, 1000, async () => {
    const current = cardRef.current;
    if (!current) return;
    let token: CardToken;
    try {
      token = await bookingApi.tokenizeCard(current);
    } catch (error) {
      const byField: Partial<Record<CardField, string>> = {};
      const names: Record<string, CardField> = {
        cardNumber: 'number',
        cardExpiry: 'expiry',
        cardCvv: 'cvv',
        cardName: 'name',
      };
      if (isApiError(error)) {
        for (const e of error.fieldErrors) {
          const field = names[e.path.split('.').pop() ?? ''];
          if (field) byField[field] = e.message;
        }
      }
      setCardErrors(byField);
      throw error;
    }
    const data = await bookingApi.savePaymentInfo(token, current.cardName);
    setCardErrors({});
    setSavedCard(data.card);
    setTotals(data.totals);
  });
  const paymentInfoSet = cardKey !== null && cardSync.isSynced && savedCard !== null;

  const billingValid = !hasErrors(billingErrors) && !contactErrors.email;
  const billingKey =
    sessionId && billingValid && totals
      ? JSON.stringify(toBillingInput(store.billing, store.contact.email, totals.display.total, locale))
      : null;
  const billingSync = useDebouncedSync(billingKey, 1000, async (key) => {
    await bookingApi.saveBilling(JSON.parse(key));
  });

  const fulfilled =
    session.status === 'ready' &&
    billingValid &&
    areBookingRequirementsFulfilled({
      contactInfoSet: contactValid,
      paymentInfoSet,
      travellers: travellerEntries,
      passengerCount,
    });
  const missing = [
    travellerEntries.every((e) => !e.hasError) && travellerEntries.length === passengerCount
      ? null
      : 'travellers',
    contactValid ? null : 'contact',
    billingValid ? null : 'billing',
    paymentInfoSet ? null : 'payment',
  ].filter((s): s is 'travellers' | 'contact' | 'billing' | 'payment' => s !== null);

  const [paying, setPaying] = useState(false);
  const [payError, setPayError] = useState<string | null>(null);
  const { flush: flushBags } = bagsSync;
  async function pay() {
    setPaying(true);
    setPayError(null);
    try {
      await flushBags();
      await customerSync.flush();
      await passengersSync.flush();
      await cardSync.flush();
      await billingSync.flush();
      const direction = await bookingApi.paymentDirection();
      // Only the gateway's own page: never a URL an answer could have pointed elsewhere.
      if (!isAllowedExternalNavigation(direction.worldpayTransactionUrl, [api.baseUrl])) {
        throw new Error('The payment page is not on the gateway origin');
      }
      store.setPaymentFailure(null);
      window.location.assign(direction.worldpayTransactionUrl);
    } catch (error) {
      setPaying(false);
      setPayError(isApiError(error) && error.titles ? error.titles[locale] : t('pay.failed'));
    }
  }

  const onBagsChange = useCallback((next: BaggageState) => store.setBags(next.quantity), [store]);
  const failure = store.paymentFailure;

  if (session.status === 'price-changed') {
    return (
      <div role="alert" className="booking-alert">
        <p>{t('session.priceChanged', { detail: session.detail })}</p>
        <Link className="button button--primary" to={draft.search.resultsUrl}>
          {t('backToResults')}
        </Link>
      </div>
    );
  }

  return (
    <>
      <TripTimer />
      {session.status === 'loading' && <p role="status">{t('session.loading')}</p>}
      {session.status === 'failed' && (
        <div role="alert" className="booking-alert">
          <p>{t('session.failed')}</p>
          <button type="button" className="button" onClick={() => setAttempt((n) => n + 1)}>
            {t('session.retry')}
          </button>
        </div>
      )}
      <div className="booking-layout">
        <div className="booking-form">
          <section className="booking-section" aria-labelledby="travellers-title">
            <h2 id="travellers-title">{t('travellers.title')}</h2>
            <p className="booking-note">{t('travellers.note')}</p>
            {store.travellers.map((traveller, index) => (
              <TravellerFields
                key={traveller.id}
                index={index}
                traveller={traveller}
                errors={travellerErrors[index] ?? {}}
                isShown={(field) => isShown(`t${index}.${field}`)}
                onChange={(patch) => store.updateTraveller(index, patch)}
                onTouch={(field) => touch(`t${index}.${field}`)}
              />
            ))}
          </section>
          <section className="booking-section" aria-label={t('contact.title')}>
            <ContactFields
              contact={store.contact}
              errors={contactErrors}
              isShown={(field) => isShown(`c.${field}`)}
              onChange={store.updateContact}
              onTouch={(field) => touch(`c.${field}`)}
            />
          </section>
          {session.status === 'ready' && session.session.isAdditionalBaggageAllowed && bagState && (
            <BaggageSection state={bagState} onChange={onBagsChange} />
          )}
          <section className="booking-section" aria-label={t('billing.title')}>
            <BillingFields
              billing={store.billing}
              errors={billingErrors}
              isShown={(field) => isShown(`b.${field}`)}
              onChange={store.updateBilling}
              onTouch={(field) => touch(`b.${field}`)}
            />
          </section>
          <section className="booking-section" aria-labelledby="payment-title">
            <h2 id="payment-title">{t('payment.title')}</h2>
            <p className="booking-note">{t('payment.secure')}</p>
            <CardFields
              onCardChange={(next) => {
                setCard(next);
                setSavedCard(null);
                setCardErrors({});
              }}
              serverErrors={cardErrors}
              showAll={showAll}
            />
            <p role="status" className="card-status">
              {card && cardSync.status === 'saving' && t('payment.saving')}
              {paymentInfoSet &&
                savedCard &&
                t('payment.saved', { brand: getBrandName(savedCard.brand), lastFour: savedCard.lastFour })}
              {card &&
                cardSync.status === 'failed' &&
                Object.keys(cardErrors).length === 0 &&
                t('payment.failed')}
            </p>
          </section>
        </div>
        <aside className="booking-aside" aria-label={t('breakdown.title')}>
          <PriceBreakdown totals={totals} offer={offer} />
          <div className="pay-box">
            <button
              type="button"
              className="button button--primary pay-box__button"
              disabled={!fulfilled || paying}
              aria-describedby={missing.length > 0 ? 'pay-missing' : undefined}
              onClick={() => void pay()}
            >
              {paying ? t('pay.paying') : t('pay.button')}
            </button>
            {missing.length > 0 && (
              <>
                <p id="pay-missing" className="pay-box__missing">
                  {t('pay.missing', { sections: missing.map((s) => t(`pay.sections.${s}`)).join(', ') })}
                </p>
                <button
                  type="button"
                  className="button button--link"
                  onClick={() => {
                    setShowAll(true);
                    focusFirstError();
                  }}
                >
                  {t('pay.review')}
                </button>
              </>
            )}
            {payError && (
              <p role="alert" className="field__error">
                {payError}
              </p>
            )}
          </div>
        </aside>
      </div>
      <ModalDialog
        isOpen={failure !== null}
        title={failure === 'cancelled' ? t('failure.cancelledTitle') : t('failure.declinedTitle')}
        role="alertdialog"
      >
        <p>{failure === 'cancelled' ? t('failure.cancelled') : t('failure.declined')}</p>
        <div className="modal__actions">
          <button
            type="button"
            className="button button--primary"
            onClick={() => {
              store.setPaymentFailure(null);
              requestAnimationFrame(() => document.getElementById('card-number')?.focus());
            }}
          >
            {t('failure.close')}
          </button>
        </div>
      </ModalDialog>
      <TripExpiredDialog
        onRefresh={() => window.location.assign(draft.search.resultsUrl)}
        onBack={() => navigate(draft.search.resultsUrl)}
        onRefreshSelected={() => {
          store.setCountdown(null);
          customerSync.reset();
          passengersSync.reset();
          bagsSync.reset();
          billingSync.reset();
          setAttempt((n) => n + 1);
        }}
      />
    </>
  );
}

/** /booking/summary: itinerary, timer, travellers, contact, bags, billing, card, price and 'Pagar'. */
export function BookingSummaryPage({ offerId }: { offerId: string | null }) {
  const { t } = useBookingTranslation();
  const locale = useLocale();
  const draft = useBookingDraftStore((s) => s.draft);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    void Promise.resolve(rehydrateBookingDraft()).then(() => {
      const state = useBookingDraftStore.getState();
      // Drafts saved before the traveller forms existed get their empty forms here.
      if (state.draft && state.travellers.length === 0) state.saveDraft(state.draft);
      setReady(true);
    });
  }, []);
  const matching = draft && (offerId === null || draft.offerId === offerId) ? draft : null;
  const offer = matching?.pricing.data.flightOffers[0];
  return (
    <article className="page booking-summary">
      <title>{t('site.documentTitle', { ns: 'common', title: t('summaryTitle') })}</title>
      <h1>{t('summaryTitle')}</h1>
      {matching && offer ? (
        <>
          <Itinerary draft={matching} />
          {ready && <BookingForms draft={matching} offer={offer} />}
        </>
      ) : (
        ready && (
          <>
            <p>{t('empty')}</p>
            <Link className="button button--primary" to={localizePath('/', locale)}>
              {t('searchFlights')}
            </Link>
          </>
        )
      )}
    </article>
  );
}
