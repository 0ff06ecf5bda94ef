import { BRAND_NAME } from '@travel/brand';
import { planTourFlights } from '@travel/domain/tours';
import { redirect } from 'react-router';
import { ContactForm } from '../features/contact/contact-form';
import { loadContactPage, sendContactMessage } from '../features/contact/contact-message.server';
import contentStyles from '../features/content/content.module.css';
import { CONTENT_ROUTE_HANDLE, ContentArticle } from '../features/content/content-article';
import { JsonLd } from '../features/content/json-ld';
import { loadTourPackage } from '../features/content/tour-pages.server';
import { findCountryIllustrations } from '../features/gallery/country-illustrations';
import { CountryMaps } from '../features/gallery/country-maps';
import { TourDepartures, TourInclusions, TourItinerary } from '../features/tours/tour-details';
import {
  TOUR_FLIGHT_DATE_PARAM,
  TOUR_FLIGHT_ORIGIN_PARAM,
  TourFlightSearch,
} from '../features/tours/tour-flight-search';
import tourStyles from '../features/tours/tours.module.css';
import { useToursTranslation } from '../features/tours/use-tours-translation';
import { getCountryName } from '../lib/countries';
import { formatIsoDate } from '../lib/format-date';
import { getRequestLocale, localizePath } from '../lib/locale';
import { fitPoints, projectAzimuthalEqualArea } from '../lib/map-projection';
import { buildResultsPath } from '../lib/search-url';
import { useFormatLocale } from '../lib/use-format-locale';
import { useLocale } from '../lib/use-locale';
import { RouteMap } from '../ui/route-map';
import { UsdPrice } from '../ui/usd-price';
import type { Route } from './+types/tour-package';

const MAP = { width: 960, height: 720, padding: 80 };

/**
 * /turs/:country/:package. The "search flights" GET form comes back here: with a valid origin the
 * visitor goes on to the flight results for the tour's dates, otherwise the page shows the error.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const page = await loadTourPackage(request, params.country, params.package);
  const query = new URL(request.url).searchParams;
  const origin = query.get(TOUR_FLIGHT_ORIGIN_PARAM);
  if (origin !== null) {
    const chosen = query.get(TOUR_FLIGHT_DATE_PARAM);
    const departure = page.departures.find((d) => d.date === chosen) ?? page.departures[0];
    const plan = departure
      ? planTourFlights({
          origin,
          airport: page.tour.field_airport,
          departureDate: departure.date,
          days: page.tour.field_days,
        })
      : null;
    if (plan) {
      const results = buildResultsPath({
        tripType: '2',
        cabinClass: 'ECONOMY',
        origin: { airportCode: plan.origin },
        destination: { airportCode: plan.destination },
        departureDate: plan.departureDate,
        returnDate: plan.returnDate,
        currencyCode: 'USD',
        passengers: { adult: 1, child: 0, infant: 0 },
        refundableFare: false,
        noRestrictionFare: false,
        noPenaltyFare: false,
      });
      if (results) throw redirect(localizePath(results, getRequestLocale(request)), 303);
    }
  }
  return { ...page, ...loadContactPage(), flightOrigin: origin ?? '', flightError: origin !== null };
}

/** The enquiry: the page's tour is its topic, and only its own departure dates are accepted. */
export async function action({ request, params }: Route.ActionArgs) {
  const { tour, departures } = await loadTourPackage(request, params.country, params.package);
  return sendContactMessage(request, new Date(), {
    topic: { type: 'tour', title: tour.title, path: tour.path },
    departureDates: departures.map((departure) => departure.date),
  });
}

// The enquiry form carries a token signed for this visit (its time-to-submit guard): never shared.
export const headers = () => ({ 'Cache-Control': 'private, no-store' });
export const handle = CONTENT_ROUTE_HANDLE;

export default function TourPackagePage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useToursTranslation();
  const locale = useLocale();
  const formatLocale = useFormatLocale();
  const { tour, departures, destination } = loaderData;
  const illustrations = findCountryIllustrations(destination.field_country);
  const stops = illustrations
    ? tour.field_stops.map((stop) => ({
        name: stop.name,
        ...projectAzimuthalEqualArea(illustrations.projection, stop.lon, stop.lat),
      }))
    : fitPoints(tour.field_stops, MAP).map((point, index) => ({
        name: tour.field_stops[index]?.name ?? '',
        ...point,
      }));
  const next = departures[0];
  const aside = (
    <aside className={contentStyles.facts} aria-labelledby="tour-facts">
      <h2 id="tour-facts">{t('facts')}</h2>
      <dl>
        <dt>{t('days')}</dt>
        <dd>{t('duration', { count: tour.field_days, nights: tour.field_days - 1 })}</dd>
        <dt>{t('startsAt')}</dt>
        <dd>{tour.field_airport}</dd>
        <dt>{t('priceFromLabel')}</dt>
        <dd>
          {t('from')} <UsdPrice usd={tour.field_price_from} /> {t('perPerson')}
        </dd>
      </dl>
      {next && <p>{t('nextDeparture', { date: formatIsoDate(next.date, formatLocale) })}</p>}
      <p>
        <a href="#contact-form-title">{t('enquiry.title')}</a>
      </p>
    </aside>
  );
  return (
    <ContentArticle
      view={tour}
      trail={[
        { label: t('section'), path: '/turs' },
        { label: destination.title, path: destination.path },
      ]}
      aside={aside}
    >
      <TouristTripJsonLd tour={tour} departures={departures} />
      <TourItinerary days={tour.field_itinerary} />
      <TourInclusions included={tour.field_included} notIncluded={tour.field_not_included} />
      <TourDepartures departures={departures} />
      <section className={tourStyles.section} aria-labelledby="tour-map">
        <h2 id="tour-map">{t('mapTitle')}</h2>
        <RouteMap
          stops={stops}
          width={MAP.width}
          height={MAP.height}
          background={illustrations?.map.src}
          caption={t('mapCaption', {
            title: tour.title,
            stops: tour.field_stops.map((stop) => stop.name).join(', '),
          })}
        />
      </section>
      <CountryMaps
        countryCode={destination.field_country}
        countryName={getCountryName(destination.field_country, locale)}
      />
      <TourFlightSearch
        airport={tour.field_airport}
        departures={departures}
        error={loaderData.flightError}
        origin={loaderData.flightOrigin}
      />
      <section className={tourStyles.section} aria-labelledby="contact-form-title">
        <p>{t('enquiry.intro')}</p>
        <ContactForm
          startedAt={actionData?.startedAt ?? loaderData.startedAt}
          lastResult={actionData?.lastResult}
          notice={actionData?.notice}
          enquiry={{
            title: t('enquiry.title'),
            departures: departures.map((departure) => ({
              value: departure.date,
              label: formatIsoDate(departure.date, formatLocale),
            })),
          }}
        />
      </section>
    </ContentArticle>
  );
}

/** schema.org TouristTrip: the stops as its itinerary, each departure an offer in US dollars. */
function TouristTripJsonLd({
  tour,
  departures,
}: {
  tour: Route.ComponentProps['loaderData']['tour'];
  departures: Route.ComponentProps['loaderData']['departures'];
}) {
  return (
    <JsonLd
      data={{
        '@type': 'TouristTrip',
        name: tour.title,
        description: tour.summary,
        provider: { '@type': 'Organization', name: BRAND_NAME },
        itinerary: {
          '@type': 'ItemList',
          itemListElement: tour.field_stops.map((stop, index) => ({
            '@type': 'ListItem',
            position: index + 1,
            item: {
              '@type': 'Place',
              name: stop.name,
              geo: { '@type': 'GeoCoordinates', latitude: stop.lat, longitude: stop.lon },
            },
          })),
        },
        offers: departures.map((departure) => ({
          '@type': 'Offer',
          price: departure.price,
          priceCurrency: 'USD',
          availabilityStarts: departure.date,
        })),
      }}
    />
  );
}
