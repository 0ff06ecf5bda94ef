import type { ValidateOfferResponse } from '@travel/contract/flights';
import type { OfferFilters } from '@travel/domain/offers';
import { Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Await, Link, useLocation, useNavigation, useRevalidator, useSearchParams } from 'react-router';
import { joinClassNames } from '../../lib/class-names';
import { getCurrencyOptions } from '../../lib/currency-options';
import { formatIsoDate } from '../../lib/format-date';
import { formatAmount } from '../../lib/format-money';
import { dateTimeFormat } from '../../lib/intl-formatters';
import { getIntlLocale, type LocalizedText, localizePath, pickLocalized } from '../../lib/locale';
import { useLocale } from '../../lib/use-locale';
import { isAtLeast, useViewport } from '../../lib/use-viewport';
import buttonStyles from '../../ui/button.module.css';
import { ModalActions, ModalDialog } from '../../ui/modal-dialog';
import { SessionExpiredDialog } from '../../ui/session-expired-dialog';
import { DayStrip } from './day-strip';
import { FiltersDrawer } from './filters-drawer';
import { ChosenOutbound, OfferCard, type OfferSelectForm } from './offer-card';
import { ResultTabs } from './result-tabs';
import { rehydrateResults, useResultsStore } from './results.store';
import { ResultsFilters } from './results-filters';
import styles from './results-page.module.css';
import type { DayStripDay, ResultsData } from './results-page.server';
import {
  clearResultsView,
  hasActiveFilters,
  type ResultsView,
  readResultsView,
  readSort,
  sortToParam,
  writeResultsView,
} from './results-query';
import { ResultsSkeleton } from './results-skeleton';
import { ResultsTimer } from './results-timer';
import { ToolbarSelectForm } from './toolbar-select-form';
import { useSelectOffer } from './use-select-offer';

export type ResultsSearchSummary = {
  from: string;
  to: string;
  tripType: '1' | '2';
  departureDate: string;
  returnDate: string;
  travellers: { adult: number; child: number; infant: number };
  currencyCode: string;
  searchKey: string;
};

/** The searched cities' names in the page language (the codes when unknown). */
export type ResultsCities = { from: string; to: string };

type ResultsPageProps = {
  search: ResultsSearchSummary;
  view: ResultsView;
  /** The ±3-day strip. */
  days: DayStripDay[];
  cities: ResultsCities;
  /** A promise for the page's script (streamed, skeleton first); the offers themselves in a document. */
  results: Promise<ResultsData> | ResultsData;
  /** The flight search form holding this search: where "Cambiar la búsqueda" goes. */
  changeSearchHref: string;
  /** The visitor chose an offer and accepted its validated price. */
  onPriced: (offerId: string, pricing: ValidateOfferResponse, searchRequestId: string | null) => void;
};

const SORT_OPTIONS = [
  'best-asc',
  'price-asc',
  'price-desc',
  'duration-asc',
  'duration-desc',
  'stops-asc',
  'stops-desc',
] as const;

/**
 * Another currency starts the view again (its prices, and so the price filter, are other amounts):
 * the search and the sort stay.
 */
function keepSortOnly(current: URLSearchParams): URLSearchParams {
  const params = clearResultsView(current);
  const sort = current.get('sort');
  if (sort) params.set('sort', sort);
  return params;
}

function countActive(filters: OfferFilters): number {
  return (
    filters.stops.length +
    filters.airline.length +
    filters.duration.length +
    filters.price.length +
    filters.departureTime.length +
    filters.arrivalTime.length +
    (filters.refundable ? 1 : 0) +
    (filters.noPenalty ? 1 : 0)
  );
}

function SearchSummary({ search, days }: Pick<ResultsPageProps, 'search' | 'days'>) {
  const { t } = useTranslation('results');
  const locale = useLocale();
  const travellers = search.travellers.adult + search.travellers.child + search.travellers.infant;
  const dates =
    search.tripType === '2'
      ? t('summary.dates', {
          departure: formatIsoDate(search.departureDate, locale),
          return: formatIsoDate(search.returnDate, locale),
        })
      : formatIsoDate(search.departureDate, locale);
  return (
    <header>
      <h1 className={styles.title}>{t('title', { from: search.from, to: search.to })}</h1>
      {/* Each part keeps to one line, so the line breaks only between parts: the web font arriving
          after the first paint (scriptsAfterPaint) re-sets the text but moves no part (CLS 0). */}
      <p className={styles.summary}>
        <span>{search.tripType === '2' ? t('summary.roundTrip') : t('summary.oneWay')}</span> ·{' '}
        <span>{dates}</span> · <span>{t('summary.passengers', { count: travellers })}</span> ·{' '}
        <Link to={localizePath('/', locale)}>{t('summary.modify')}</Link>
      </p>
      <DayStrip days={days} />
    </header>
  );
}

/** "32 vuelos de Bogotá a Lima el 2 dic.": the count as one sentence, for the step shown. */
function CountSentence({
  data,
  search,
  cities,
}: {
  data: Extract<ResultsData, { ok: true }>;
  search: ResultsSearchSummary;
  cities: ResultsCities;
}) {
  const { t } = useTranslation('results');
  const locale = useLocale();
  const returning = data.mode === 'returns';
  const date = dateTimeFormat(getIntlLocale(locale), {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(new Date(`${returning ? search.returnDate : search.departureDate}T00:00:00Z`));
  const key = data.mode === 'outbounds' ? 'countOutbound' : returning ? 'countReturn' : 'countSentence';
  return (
    <>
      {t(key, {
        count: data.total,
        from: returning ? cities.to : cities.from,
        to: returning ? cities.from : cities.to,
        date,
      })}
    </>
  );
}

function ResultsBody({
  data,
  search,
  cities,
  view: loadedView,
  onPriced,
}: {
  data: Extract<ResultsData, { ok: true }>;
  search: ResultsSearchSummary;
  cities: ResultsCities;
  view: ResultsView;
  onPriced: ResultsPageProps['onPriced'];
}) {
  const { t } = useTranslation('results');
  const locale = useLocale();
  const location = useLocation();
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const [searchParams, setSearchParams] = useSearchParams();
  // While a filter change loads, the controls already show it (optimistic UI).
  const pending =
    navigation.location?.pathname === location.pathname
      ? new URLSearchParams(navigation.location.search)
      : null;
  const view = pending ? readResultsView(pending) : loadedView;
  // Booleans, not the store's objects: the list (every card) renders again only when the expiry
  // dialog changes, not when the countdown starts after hydration (a long task on a slow phone).
  const expired = useResultsStore((s) => s.countdown?.finished === true);
  const hasSelectedOffer = useResultsStore((s) => s.selectedOfferId !== null);
  const [expiredDismissed, setExpiredDismissed] = useState(false);
  const viewport = useViewport();
  const {
    state: selection,
    select,
    acceptNewPrice,
    dismiss,
  } = useSelectOffer({
    currencyCode: search.currencyCode,
    onPriced: (offerId, pricing) =>
      onPriced(offerId, pricing, useResultsStore.getState().last?.searchRequestId ?? data.searchRequestId),
  });
  // Spec §4: the countdown waits while the price-change dialog asks the visitor to decide.
  const askingAboutPrice = selection.status === 'price-changed';
  useEffect(() => {
    if (!askingAboutPrice) return;
    useResultsStore.getState().pauseCountdown(new Date());
    return () => useResultsStore.getState().resumeCountdown(new Date());
  }, [askingAboutPrice]);

  const url = `${location.pathname}${location.search}`;
  // The trip summary's selection (spec §4), as a plain form for a page whose script has not run.
  const selectForm: OfferSelectForm = {
    action: localizePath('/booking/summary', locale),
    fields: { intent: 'select', currencyCode: search.currencyCode, resultsUrl: url },
  };
  useEffect(() => {
    void Promise.resolve(rehydrateResults()).then(() =>
      useResultsStore
        .getState()
        .showResults(
          { searchKey: search.searchKey, url, total: data.total, searchRequestId: data.searchRequestId },
          new Date(),
        ),
    );
  }, [search.searchKey, url, data.total, data.searchRequestId]);

  // Choosing an outbound (or Cambiar, back to them) swaps the list and removes the link that was
  // used: focus goes to the count heading, which now says which flights to choose from. A change of
  // the search only, so the RouteAnnouncer leaves it; the first render is the browser's, as on any page.
  const countHeading = useRef<HTMLHeadingElement>(null);
  const chosenOutbound = data.chosenOutbound?.outboundKey ?? null;
  const focusedOutbound = useRef(chosenOutbound);
  useEffect(() => {
    if (chosenOutbound === focusedOutbound.current) return;
    focusedOutbound.current = chosenOutbound;
    // ScrollRestoration owns the scroll position.
    countHeading.current?.focus({ preventScroll: true });
  }, [chosenOutbound]);

  const changeView = (next: Partial<ResultsView>) =>
    setSearchParams(writeResultsView(searchParams, { ...view, page: 1, ...next }), {
      preventScrollReset: true,
    });
  const changeFilters = (filters: OfferFilters) => changeView({ filters });
  const refreshing =
    (navigation.state === 'loading' && navigation.location.pathname === location.pathname) ||
    revalidator.state === 'loading';

  const filters = (idPrefix: string, insideNoscript = false) => (
    <ResultsFilters
      idPrefix={idPrefix}
      facets={data.facets}
      filters={view.filters}
      carriers={data.carriers}
      priceBounds={data.priceBounds}
      currency={data.currency}
      onChange={changeFilters}
      queryFor={(next) => writeResultsView(searchParams, { ...view, page: 1, filters: next })}
      insideNoscript={insideNoscript}
    />
  );

  const refreshResults = () => {
    useResultsStore.getState().restartCountdown(new Date());
    setExpiredDismissed(false);
    revalidator.revalidate();
  };

  if (data.total === 0) {
    return (
      <section className={styles.message} aria-labelledby="no-results-title">
        <h2 id="no-results-title">{t('noResults.title')}</h2>
        <p>{t('noResults.text')}</p>
        <Link
          className={joinClassNames(buttonStyles.button, buttonStyles.primary)}
          to={localizePath('/', locale)}
        >
          {t('noResults.action')}
        </Link>
      </section>
    );
  }

  const wide = isAtLeast(viewport, 'lg');
  const priceChanged = selection.status === 'price-changed' ? selection.pricing : null;
  const newOffer = priceChanged?.data.flightOffers[0];
  return (
    <div className={styles.layout}>
      {/* From lg the filters sit beside the offers; below, in a drawer. The server knows which from the
          viewport cookie (or the device), so a phone gets no sidebar it would hide. */}
      {wide ? (
        <aside className={styles.sidebar} aria-labelledby="filters-title">
          <h2 id="filters-title" className={styles.sidebarTitle}>
            {t('filters.title')}
          </h2>
          {/* A narrow window the server took for a wide one: without script nothing moves the filters
              into the drawer, so the sidebar stays in the page, above the offers. */}
          <noscript>
            <style>{`.${styles.sidebar}{display:block}`}</style>
          </noscript>
          {filters('sidebar')}
        </aside>
      ) : null}
      <section aria-labelledby="results-count">
        <div className={styles.toolbar}>
          {/* A heading, so the offers' h3 follow an h2 on phones too, where the filters' h2 is in a drawer. */}
          <h2 id="results-count" ref={countHeading} tabIndex={-1} className={styles.count} aria-live="polite">
            <CountSentence data={data} search={search} cities={cities} />
            {hasActiveFilters(view.filters) && (
              <span className={styles.matching}>
                {' '}
                · {t('matching', { shown: data.offers.length, matching: data.matching })}
              </span>
            )}
          </h2>
          <div className={styles.controls}>
            {wide ? null : (
              <FiltersDrawer
                activeCount={countActive(view.filters)}
                matching={data.matching}
                withoutScript={filters('drawer', true)}
              >
                {filters('drawer')}
              </FiltersDrawer>
            )}
            <ToolbarSelectForm
              id="results-sort"
              name="sort"
              label={t('sort.label')}
              value={sortToParam(view.sort)}
              options={SORT_OPTIONS.map((id) => ({ value: id, label: t(`sort.${id}`) }))}
              query={writeResultsView(searchParams, { ...view, page: 1 })}
              submitLabel={t('sort.apply')}
              onChange={(value) => changeView({ sort: readSort(value) })}
            />
            <ToolbarSelectForm
              id="results-currency"
              name="currency"
              label={t('summary.currency')}
              value={search.currencyCode}
              options={getCurrencyOptions(locale).map((c) => ({
                value: c.code,
                label: `${c.code} ${c.name}`,
              }))}
              query={keepSortOnly(searchParams)}
              submitLabel={t('summary.applyCurrency')}
              onChange={(code) => {
                const params = keepSortOnly(searchParams);
                params.set('currency', code);
                setSearchParams(params);
              }}
            />
          </div>
        </div>

        {data.mode === 'returns' && data.chosenOutbound ? (
          <ChosenOutbound
            offer={data.chosenOutbound}
            changeHref={`?${writeResultsView(searchParams, { ...view, page: 1, outbound: null }).toString()}`}
          />
        ) : (
          <ResultTabs view={view} leads={data.tabs} />
        )}
        {refreshing ? (
          <ResultsSkeleton />
        ) : data.matching === 0 ? (
          <div className={styles.message} role="status">
            <h2>{t('noMatching.title')}</h2>
            <p>{t('noMatching.text')}</p>
            {/* A link, so it works before and without the page's script. */}
            <Link
              className={joinClassNames(buttonStyles.button, buttonStyles.primary)}
              to={`?${clearResultsView(searchParams).toString()}`}
              preventScrollReset
            >
              {t('noMatching.action')}
            </Link>
          </div>
        ) : (
          <>
            <ol className={styles.offerList}>
              {data.offers.map((offer) => (
                <li key={offer.id}>
                  <OfferCard
                    offer={offer}
                    mode={data.mode === 'outbounds' ? 'outbound' : 'select'}
                    show={data.mode === 'outbounds' ? 'outbound' : data.mode === 'returns' ? 'return' : 'all'}
                    chooseHref={`?${writeResultsView(searchParams, {
                      ...view,
                      page: 1,
                      outbound: offer.outboundKey,
                    }).toString()}`}
                    busy={selection.status === 'checking' && selection.offerId === offer.id}
                    onSelect={(card) => void select(card.id)}
                    selectForm={selectForm}
                  />
                </li>
              ))}
            </ol>
            {data.hasMore && (
              <Link
                className={joinClassNames(buttonStyles.button, styles.more)}
                to={`?${writeResultsView(searchParams, { ...view, page: view.page + 1 }).toString()}`}
                preventScrollReset
              >
                {t('more')}
              </Link>
            )}
          </>
        )}
        <p className="visually-hidden" aria-live="polite">
          {selection.status === 'checking' ? t('select.checking') : ''}
        </p>
      </section>

      <ModalDialog
        isOpen={priceChanged !== null}
        onOpenChange={(open) => !open && dismiss()}
        title={t('select.priceChangedTitle')}
        role="alertdialog"
      >
        {priceChanged && newOffer && (
          <p>
            {t('select.priceChangedText', {
              previous: priceChanged.meta.previousTotal
                ? formatAmount(
                    { amount: priceChanged.meta.previousTotal, currency: priceChanged.meta.currency },
                    locale,
                  )
                : '—',
              current: formatAmount(
                {
                  amount: newOffer.price.grandTotal ?? newOffer.price.total,
                  currency: newOffer.price.currency,
                },
                locale,
              ),
            })}
          </p>
        )}
        <ModalActions>
          <button
            type="button"
            className={joinClassNames(buttonStyles.button, buttonStyles.primary)}
            onClick={acceptNewPrice}
          >
            {t('select.continue')}
          </button>
          <button type="button" className={buttonStyles.button} onClick={dismiss}>
            {t('select.back')}
          </button>
        </ModalActions>
      </ModalDialog>

      <ModalDialog
        isOpen={selection.status === 'failed'}
        onOpenChange={(open) => !open && dismiss()}
        title={t('select.failedTitle')}
        role="alertdialog"
      >
        <p>{selection.status === 'failed' ? (selection.message ?? t('error.title')) : ''}</p>
        <ModalActions>
          <button
            type="button"
            className={joinClassNames(buttonStyles.button, buttonStyles.primary)}
            onClick={() => {
              dismiss();
              refreshResults();
            }}
          >
            {t('select.refresh')}
          </button>
          <button type="button" className={buttonStyles.button} onClick={dismiss}>
            {t('select.back')}
          </button>
        </ModalActions>
      </ModalDialog>

      <SessionExpiredDialog
        isOpen={expired && !expiredDismissed}
        text={t('expired.text')}
        canRefreshSelected={hasSelectedOffer}
        onRefresh={refreshResults}
        onBack={() => setExpiredDismissed(true)}
        onRefreshSelected={() => {
          setExpiredDismissed(true);
          useResultsStore.getState().restartCountdown(new Date());
          const { selectedOfferId } = useResultsStore.getState();
          if (selectedOfferId) void select(selectedOfferId);
        }}
      />
    </div>
  );
}

/**
 * Why there are no offers to show: a failure another try may mend offers Reintentar; a search the
 * API refuses as such (an airport it does not know) offers to change the search instead.
 */
export function ResultsError({
  titles,
  retryable = true,
  changeSearchHref,
}: {
  titles: LocalizedText | null;
  retryable?: boolean;
  /** The search form holding this search. */
  changeSearchHref: string;
}) {
  const { t } = useTranslation('results');
  const locale = useLocale();
  const revalidator = useRevalidator();
  const primary = joinClassNames(buttonStyles.button, buttonStyles.primary);
  return (
    <section className={styles.message} role="alert">
      <h2>{t(retryable ? 'error.title' : 'error.cannotSearch')}</h2>
      {titles && <p>{pickLocalized(titles, locale)}</p>}
      {retryable ? (
        <button type="button" className={primary} onClick={() => revalidator.revalidate()}>
          {t('error.retry')}
        </button>
      ) : (
        <Link className={primary} to={changeSearchHref}>
          {t('error.changeSearch')}
        </Link>
      )}
    </section>
  );
}

/** The results page (result layout): summary, day links, timer, filters, sort, offers. */
export function ResultsPage({
  search,
  view,
  days,
  cities,
  results,
  changeSearchHref,
  onPriced,
}: ResultsPageProps) {
  const { t } = useTranslation('results');
  return (
    <div>
      <title>
        {t('site.documentTitle', {
          ns: 'common',
          title: t('documentTitle', { from: search.from, to: search.to }),
        })}
      </title>
      <meta name="description" content={t('description', { from: search.from, to: search.to })} />
      <SearchSummary search={search} days={days} />
      <ResultsTimer />
      <Suspense fallback={<ResultsSkeleton />}>
        <Await
          resolve={results}
          errorElement={<ResultsError titles={null} changeSearchHref={changeSearchHref} />}
        >
          {(data) =>
            data.ok ? (
              <ResultsBody data={data} search={search} cities={cities} view={view} onPriced={onPriced} />
            ) : (
              <ResultsError
                titles={data.titles}
                retryable={data.retryable}
                changeSearchHref={changeSearchHref}
              />
            )
          }
        </Await>
      </Suspense>
    </div>
  );
}
