import { BRAND_NAME } from '@travel/brand';
import { ContactForm } from '../features/contact/contact-form';
import { loadContactPage, sendContactMessage } from '../features/contact/contact-message.server';
import contentStyles from '../features/content/content.module.css';
import { CONTENT_ROUTE_HANDLE, ContentArticle } from '../features/content/content-article';
import { loadCruiseSailing } from '../features/content/cruise-pages.server';
import { JsonLd } from '../features/content/json-ld';
import { CruiseCabins, CruisePorts } from '../features/cruises/cruise-details';
import cruiseStyles from '../features/cruises/cruises.module.css';
import { useCruisesTranslation } from '../features/cruises/use-cruises-translation';
import { formatIsoDate } from '../lib/format-date';
import { fitPoints } from '../lib/map-projection';
import { useFormatLocale } from '../lib/use-format-locale';
import { RouteMap } from '../ui/route-map';
import { UsdPrice } from '../ui/usd-price';
import type { Route } from './+types/cruise-sailing';

const MAP = { width: 960, height: 600, padding: 90 };

/** /cruceros/:sailing: one sailing with its enquiry form; unknown ones are the 404 page. */
export async function loader({ request, params }: Route.LoaderArgs) {
  return { ...(await loadCruiseSailing(request, params.sailing)), ...loadContactPage() };
}

/** The enquiry: the page's sailing is its topic, with its own departure date. */
export async function action({ request, params }: Route.ActionArgs) {
  const { sailing } = await loadCruiseSailing(request, params.sailing);
  return sendContactMessage(request, new Date(), {
    topic: { type: 'cruise', title: sailing.title, path: sailing.path },
    departureDates: [sailing.field_departure_date],
  });
}

// The enquiry form carries a token signed for this visit (its time-to-submit guard): never shared.
export const headers = () => ({ 'Cache-Control': 'private, no-store' });
export const handle = CONTENT_ROUTE_HANDLE;

export default function CruiseSailingPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useCruisesTranslation();
  const formatLocale = useFormatLocale();
  const { sailing, sailed } = loaderData;
  const ports = sailing.field_ports;
  const stops = fitPoints(ports, MAP).map((point, index) => ({ name: ports[index]?.name ?? '', ...point }));
  const date = formatIsoDate(sailing.field_departure_date, formatLocale);
  const aside = (
    <aside className={contentStyles.facts} aria-labelledby="cruise-facts">
      <h2 id="cruise-facts">{t('facts')}</h2>
      <dl>
        <dt>{t('cruiseLine')}</dt>
        <dd>{sailing.field_cruise_line}</dd>
        <dt>{t('ship')}</dt>
        <dd>{sailing.field_ship}</dd>
        <dt>{t('departurePort')}</dt>
        <dd>
          {sailing.field_departure_port.name} ({sailing.field_departure_port.code})
        </dd>
        <dt>{t('departureDate')}</dt>
        <dd>{date}</dd>
        <dt>{t('nights')}</dt>
        <dd>{t('nights', { count: sailing.field_nights })}</dd>
        <dt>{t('priceFrom')}</dt>
        <dd>
          {t('from')} <UsdPrice usd={sailing.field_price_from} />
        </dd>
      </dl>
      {!sailed && (
        <p>
          <a href="#contact-form-title">{t('enquiry.title')}</a>
        </p>
      )}
    </aside>
  );
  return (
    <ContentArticle view={sailing} trail={[{ label: t('section'), path: '/cruceros' }]} aside={aside}>
      <JsonLd
        data={{
          '@type': 'Trip',
          name: sailing.title,
          description: sailing.summary,
          provider: { '@type': 'Organization', name: sailing.field_cruise_line },
          departureTime: sailing.field_departure_date,
          itinerary: {
            '@type': 'ItemList',
            itemListElement: ports.map((port, index) => ({
              '@type': 'ListItem',
              position: index + 1,
              item: { '@type': 'Place', name: port.name },
            })),
          },
          offers: sailing.field_cabins.map((cabin) => ({
            '@type': 'Offer',
            name: cabin.type,
            price: cabin.price,
            priceCurrency: 'USD',
            seller: { '@type': 'Organization', name: BRAND_NAME },
          })),
        }}
      />
      {sailed && (
        <p role="note" className={cruiseStyles.section}>
          {t('sailed')}
        </p>
      )}
      <section className={cruiseStyles.section} aria-labelledby="cruise-route">
        <h2 id="cruise-route">{t('routeTitle')}</h2>
        <RouteMap
          stops={stops}
          width={MAP.width}
          height={MAP.height}
          caption={t('routeCaption', {
            title: sailing.title,
            ports: ports.map((port) => port.name).join(', '),
          })}
        />
      </section>
      <CruisePorts ports={ports} />
      <CruiseCabins cabins={sailing.field_cabins} />
      {!sailed && (
        <section className={cruiseStyles.section} aria-labelledby="contact-form-title">
          <p>{t('enquiry.intro')}</p>
          <ContactForm
            startedAt={actionData?.startedAt ?? loaderData.startedAt}
            lastResult={actionData?.lastResult}
            notice={actionData?.notice}
            enquiry={{
              title: t('enquiry.title'),
              departures: [{ value: sailing.field_departure_date, label: date }],
            }}
          />
        </section>
      )}
    </ContentArticle>
  );
}
