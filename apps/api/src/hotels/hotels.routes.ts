import {
  HotelOfferPriceBodySchema,
  HotelOfferPriceResponseSchema,
  HotelSearchBodySchema,
  HotelSearchResponseSchema,
  HotelSummaryBodySchema,
  HotelSummaryResponseSchema,
  PopularHotelCitiesQuerySchema,
  PopularHotelCitiesResponseSchema,
} from '@travel/contract/hotels';
import { ProblemSchema } from '@travel/domain/problem';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CACHE_CONTROL } from '../plugins/http-caching.ts';
import { perProcessRateLimit } from '../plugins/postgres-rate-limit-store.ts';
import { drawHotelPicture, HOTEL_PICTURE_KINDS } from './hotel-media.ts';
import type { HotelsService } from './hotels.service.ts';

const problems = {
  400: ProblemSchema,
  404: ProblemSchema,
  410: ProblemSchema,
  429: ProblemSchema,
  503: ProblemSchema,
  504: ProblemSchema,
};
const tags = ['hotels'];
/** As generous as the flight search: results pages search again on every filter, sort or page, server-side. */
const searchRateLimit = perProcessRateLimit({ max: 300, timeWindow: '1 minute' });
const offerRateLimit = perProcessRateLimit({ max: 120, timeWindow: '1 minute' });

const PictureParamsSchema = z.object({
  hotelId: z.string().regex(/^[A-Z0-9]{8}$/),
  picture: z.string().regex(new RegExp(`^[1-9]-(${HOTEL_PICTURE_KINDS.join('|')})\\.svg$`)),
});

export function hotelsRoutes(service: HotelsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/hotels/search',
      {
        schema: {
          tags,
          summary:
            'Hotels around a city for a stay (spec §3): facets with counts, sort and pages; prices with taxes in the visitor currency',
          body: HotelSearchBodySchema,
          response: { 200: HotelSearchResponseSchema, ...problems },
        },
        config: { rateLimit: searchRateLimit },
      },
      async (request) => service.search(request.body),
    );

    app.post(
      '/hotels/summary',
      {
        schema: {
          tags,
          summary: 'A hotel for a stay (spec §2 HotelSummary): content, policies and every room offer',
          body: HotelSummaryBodySchema,
          response: { 200: HotelSummaryResponseSchema, ...problems },
        },
        config: { rateLimit: searchRateLimit },
      },
      async (request) => service.summary(request.body),
    );

    app.post(
      '/hotels/offer/price',
      {
        schema: {
          tags,
          summary: 'One room offer re-priced by the supplier now (410 when it can no longer be sold)',
          body: HotelOfferPriceBodySchema,
          response: { 200: HotelOfferPriceResponseSchema, ...problems },
        },
        config: { rateLimit: offerRateLimit },
      },
      async (request) => service.priceOffer(request.body),
    );

    app.get(
      '/hotels/popular',
      {
        schema: {
          tags,
          summary:
            "The hotel page's popular cities, each with its cheapest room for one weekend two weeks ahead (two adults), taxes included",
          querystring: PopularHotelCitiesQuerySchema,
          response: {
            200: PopularHotelCitiesResponseSchema,
            400: ProblemSchema,
            429: ProblemSchema,
            503: ProblemSchema,
            504: ProblemSchema,
          },
        },
        config: { rateLimit: searchRateLimit },
      },
      async (request, reply) => {
        // The same answer for everyone for a while: a CDN may keep it five minutes.
        reply.header('cache-control', CACHE_CONTROL.pricedListing);
        return service.popularCities(request.query);
      },
    );

    app.get(
      '/hotels/media/:hotelId/:picture',
      {
        schema: {
          tags,
          summary: "A built-in hotel's picture: an SVG illustration (the lightbox gallery's src)",
          params: PictureParamsSchema,
        },
        config: { rateLimit: searchRateLimit },
      },
      async (request, reply) => {
        const [, kindWithExt = ''] = request.params.picture.split('-');
        const kind = kindWithExt.replace('.svg', '') as (typeof HOTEL_PICTURE_KINDS)[number];
        return (
          reply
            .type('image/svg+xml; charset=utf-8')
            .header('cache-control', 'public, max-age=86400, immutable')
            // The web app's pages show it from their own origin (helmet's default is same-origin).
            .header('cross-origin-resource-policy', 'cross-origin')
            .send(drawHotelPicture(request.params.hotelId, kind, kind))
        );
      },
    );
  };
}
