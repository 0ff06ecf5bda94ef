import { AirlineFacts, AirlineRouteLinks } from './airline-facts';
import type { AirlinePageData } from './airline-page.server';
import { ContentArticle } from './content-article';
import { JsonLd } from './json-ld';
import { useContentTranslation } from './use-content-translation';

export function AirlinePageView({ loaderData }: { loaderData: AirlinePageData }) {
  const { t } = useContentTranslation();
  const { airline, countryName, routes } = loaderData;
  return (
    <ContentArticle
      view={airline}
      trail={[{ label: t('sections.aerolineas'), path: '/aerolineas' }]}
      aside={<AirlineFacts airline={airline} countryName={countryName} />}
    >
      <AirlineRouteLinks routes={routes} />
      <JsonLd
        data={{
          '@type': 'Airline',
          name: airline.title,
          iataCode: airline.field_iata,
          description: airline.summary,
          ...(airline.field_website ? { url: airline.field_website } : {}),
        }}
      />
    </ContentArticle>
  );
}
