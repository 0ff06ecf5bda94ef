import { redirect } from 'react-router';
import { Gallery } from '../features/gallery/gallery';
import { loadHotelSummary } from '../features/hotels/hotel-summary.server';
import { HotelSummaryPage } from '../features/hotels/hotel-summary-page';
import { readHotelSummaryQuery } from '../features/hotels/hotel-summary-query';
import { getServerApiClient } from '../lib/api-client.server';
import { getRequestLocale, localizePath } from '../lib/locale';
import type { Route } from './+types/hotel-summary';

/** Three columns from 640 px inside the 72rem page, two below. */
const THUMBNAIL_SIZES = '(min-width: 1200px) 22rem, (min-width: 640px) calc(33vw - 2rem), calc(50vw - 2rem)';

/** Spec §2: without id, startDate and endDate there is no hotel to show; back to the results. */
export function loader({ request }: Route.LoaderArgs) {
  const query = readHotelSummaryQuery(new URL(request.url).searchParams);
  if (!query) throw redirect(localizePath('/hoteles/result', getRequestLocale(request)));
  return loadHotelSummary(request, getServerApiClient(request), query);
}

/**
 * A document first (entry.server, deferScripts): a hotel and its rooms paint before the page's script
 * loads, and that script and the web font start after the first paint (decisions 023 and 026): each
 * room's choice is a form that works without it.
 */
export const handle = { deferScripts: true, scriptsAfterPaint: true } as const;

export default function HotelSummaryRoute({ loaderData }: Route.ComponentProps) {
  return (
    <HotelSummaryPage
      data={loaderData}
      renderGallery={(items) => <Gallery items={items} sizes={THUMBNAIL_SIZES} />}
    />
  );
}
