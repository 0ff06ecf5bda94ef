import styles from '../features/content/content.module.css';
import { listAllContentNodes } from '../features/content/content-api.server';
import { CONTENT_CACHE_HEADERS, CONTENT_ROUTE_HANDLE } from '../features/content/content-article';
import { ContentListHeader } from '../features/content/content-list-header';
import { toOfficeCountryView } from '../features/content/content-view';
import { useContentTranslation } from '../features/content/use-content-translation';
import { getRequestLocale } from '../lib/locale';
import type { Route } from './+types/airline-offices';

export async function loader({ request }: Route.LoaderArgs) {
  const locale = getRequestLocale(request);
  const countries = (await listAllContentNodes(request, locale, 'airline_office')).map(toOfficeCountryView);
  return { countries: countries.sort((a, b) => a.field_weight - b.field_weight) };
}

export const headers = () => CONTENT_CACHE_HEADERS;
export const handle = CONTENT_ROUTE_HANDLE;

export default function AirlineOfficesPage({ loaderData }: Route.ComponentProps) {
  const { t } = useContentTranslation();
  return (
    <article className={styles.page}>
      <ContentListHeader
        title={t('offices.title')}
        intro={t('offices.intro')}
        trail={[
          { label: t('sections.aerolineas'), path: '/aerolineas' },
          { label: t('sections.aerolineas-oficinas'), path: '/aerolineas-oficinas' },
        ]}
      />
      {loaderData.countries.map((country) => (
        // A phone scrolls a country's table sideways in its own region, not the whole page; the
        // region takes the keyboard so that it scrolls without a pointer.
        <section
          key={country.field_country}
          className={styles.tableScroll}
          aria-labelledby={`offices-${country.field_country}`}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take the keyboard.
          tabIndex={0}
        >
          <h2 id={`offices-${country.field_country}`}>{country.title}</h2>
          <table className={styles.offices}>
            <thead>
              <tr>
                <th scope="col">{t('offices.airline')}</th>
                <th scope="col">{t('offices.place')}</th>
                <th scope="col">{t('offices.hours')}</th>
                <th scope="col">{t('offices.phone')}</th>
              </tr>
            </thead>
            <tbody>
              {country.field_offices.map((office) => (
                <tr key={`${office.airline}-${office.place}`}>
                  <th scope="row">
                    {office.website ? (
                      <a href={office.website} rel="noopener noreferrer external">
                        {office.airline}
                      </a>
                    ) : (
                      office.airline
                    )}
                  </th>
                  <td>{office.place}</td>
                  <td>{office.hours ?? '—'}</td>
                  <td>
                    {office.phone ? (
                      <a href={`tel:${office.phone.replace(/[^+\d]/g, '')}`}>{office.phone}</a>
                    ) : (
                      t('offices.noPhone')
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ))}
    </article>
  );
}
