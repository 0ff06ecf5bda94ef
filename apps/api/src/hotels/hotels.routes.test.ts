import {
  HotelOfferPriceResponseSchema,
  HotelSearchResponseSchema,
  HotelSummaryResponseSchema,
  PopularHotelCitiesResponseSchema,
} from '@travel/contract/hotels';
import { ProblemSchema } from '@travel/domain/problem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { testEngines } from '../test/test-database.ts';

// The test clock is 2026-11-22 12:00 UTC.
const STAY = {
  checkInDate: '2027-03-10',
  checkOutDate: '2027-03-14',
  rooms: [{ adults: 2, childAges: [7] }],
};

describe.each(testEngines())('hotel routes on %s', (engine) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({ engine, seed: true });
  });
  afterAll(async () => testApp.close());

  const post = (url: string, payload: object) => testApp.app.inject({ method: 'POST', url, payload });
  const search = async (payload: object = {}) => {
    const response = await post('/hotels/search', {
      cityCode: 'BOG',
      currencyCode: 'COP',
      ...STAY,
      ...payload,
    });
    expect(response.statusCode, response.body).toBe(200);
    return HotelSearchResponseSchema.parse(response.json());
  };

  describe('POST /hotels/search', () => {
    it('answers hotels around the city, priced for the stay in the visitor currency with taxes', async () => {
      const answer = await search();
      expect(answer.data.length).toBeGreaterThan(10);
      expect(answer.meta).toMatchObject({
        destination: { cityCode: 'BOG', countryCode: 'CO' },
        stay: { nights: 4, adults: 2, children: 1 },
        currency: 'COP',
        offset: 1,
        pageSize: 200,
        pages: 1,
      });
      const [first] = answer.data;
      expect(first?.cheapestOffer.price.total.currency).toBe('COP');
      expect(first?.cheapestOffer.price.totalUsd.currency).toBe('USD');
      // Price per night is the stay's total over its nights.
      expect(first?.cheapestOffer.price.perNight.amount).toBe(
        Math.round((first?.cheapestOffer.price.total.amount ?? 0) / 4),
      );
      expect(first?.cheapestOffer.price.taxes.amount).toBeGreaterThan(0);
    });

    it('is the same inventory for the same search (deterministic)', async () => {
      const [a, b] = await Promise.all([search(), search()]);
      expect(a.data.map((h) => [h.hotelId, h.cheapestOffer.offerId])).toEqual(
        b.data.map((h) => [h.hotelId, h.cheapestOffer.offerId]),
      );
    });

    it('filters free cancellation and 4 stars, with counts that follow the other selections', async () => {
      const all = await search();
      const filtered = await search({ filters: { freeCancellation: true, stars: [4] } });
      expect(filtered.data.length).toBeGreaterThan(0);
      for (const hotel of filtered.data) {
        expect(hotel.rating).toBe(4);
        expect(hotel.cheapestOffer.cancellation.freeCancellation).toBe(true);
        expect(hotel.cheapestOffer.cancellation.deadline).toMatch(/^2027-03-\d{2}T18:00:00$/);
      }
      expect(filtered.meta.count).toBe(filtered.data.length);
      expect(filtered.meta.total).toBe(all.meta.total);
      // The 4-star count is what the visitor sees on selecting it.
      expect(filtered.facets.stars.find((s) => s.value === 4)?.count).toBe(filtered.meta.count);
      const onlyFree = await search({ filters: { freeCancellation: true } });
      expect(filtered.facets.stars).toEqual(onlyFree.facets.stars);
    });

    it("recommends the city's own hotels first, each group cheapest first, then the towns around it", async () => {
      const answer = await search();
      expect(answer.meta.sort).toBe('recommended');
      const inCity = answer.data.map((h) => h.address.cityName === 'Bogotá');
      // The 200-mile search brings towns around Bogotá, which come after every hotel in it.
      expect(inCity).toContain(false);
      expect(inCity).toEqual([...inCity].sort((a, b) => Number(b) - Number(a)));
      const perNight = (hotels: typeof answer.data) =>
        hotels.map((h) => h.cheapestOffer.price.perNight.amount);
      const city = perNight(answer.data.filter((h) => h.address.cityName === 'Bogotá'));
      expect(city).toEqual([...city].sort((a, b) => a - b));
      const around = perNight(answer.data.filter((h) => h.address.cityName !== 'Bogotá'));
      expect(around).toEqual([...around].sort((a, b) => a - b));
    });

    it('sorts by price low to high and high to low, by stars and by distance', async () => {
      const perNight = (answer: Awaited<ReturnType<typeof search>>) =>
        answer.data.map((h) => h.cheapestOffer.price.perNight.amount);
      const low = perNight(await search({ sort: 'price-asc' }));
      expect(low).toEqual([...low].sort((a, b) => a - b));
      const high = perNight(await search({ sort: 'price-desc' }));
      expect(high).toEqual([...high].sort((a, b) => b - a));
      const near = (await search({ sort: 'distance-asc' })).data.map((h) => h.distance.value);
      expect(near).toEqual([...near].sort((a, b) => a - b));
      const stars = (await search({ sort: 'rating-desc' })).data.map((h) => h.rating ?? 0);
      expect(stars).toEqual([...stars].sort((a, b) => b - a));
    });

    it('pages from offset 1', async () => {
      const all = await search({ sort: 'price-asc' });
      const second = await search({ sort: 'price-asc', offset: 6, pageSize: 5 });
      expect(second.meta).toMatchObject({ offset: 6, pageSize: 5, pages: Math.ceil(all.meta.count / 5) });
      expect(second.data.map((h) => h.hotelId)).toEqual(all.data.slice(5, 10).map((h) => h.hotelId));
    });

    it('refuses a check-in in the past and more than 30 nights, in Spanish and English, without echoing input', async () => {
      const past = await post('/hotels/search', { ...STAY, cityCode: 'BOG', checkInDate: '2026-11-01' });
      expect(past.statusCode).toBe(400);
      const problem = ProblemSchema.parse(past.json());
      expect(problem.code).toBe('VALIDATION_FAILED');
      expect(problem.errors?.[0]).toMatchObject({ path: 'checkInDate' });
      expect(problem.titles.es).toBeTruthy();
      expect(problem.titles.en).toBeTruthy();
      const long = await post('/hotels/search', { ...STAY, cityCode: 'BOG', checkOutDate: '2027-04-20' });
      expect(ProblemSchema.parse(long.json()).errors?.[0]?.message).toBe('a stay is at most 30 nights');
      const unknown = await post('/hotels/search', { ...STAY, cityCode: 'ZZQ' });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.body).not.toContain('<script');
    });
  });

  describe('in Portuguese', () => {
    it('names the city, rooms and cancellation terms in Portuguese, priced in reais', async () => {
      const answer = await search({ cityCode: 'NYC', currencyCode: 'BRL', locale: 'pt' });
      expect(answer.meta.destination).toMatchObject({ cityCode: 'NYC', cityName: 'Nova York' });
      const [first] = answer.data;
      expect(first?.cheapestOffer.price.total.currency).toBe('BRL');
      expect(first?.cheapestOffer.cancellation.description).toMatch(
        /^(Cancelamento grátis até .+ \(horário do hotel\)|Tarifa não reembolsável)/,
      );
      // The same hotels whatever the language: only the words change.
      const spanish = await search({ cityCode: 'NYC', currencyCode: 'BRL' });
      expect(spanish.meta.destination.cityName).toBe('Nueva York');
      expect(answer.data.map((hotel) => hotel.hotelId)).toEqual(spanish.data.map((hotel) => hotel.hotelId));
      expect(answer.data.map((hotel) => hotel.cheapestOffer.roomName)).not.toEqual(
        spanish.data.map((hotel) => hotel.cheapestOffer.roomName),
      );
    });

    it('describes a hotel and its rooms in Portuguese', async () => {
      const [hotel] = (await search({ filters: { stars: [4] } })).data;
      const response = await post('/hotels/summary', {
        hotelId: hotel?.hotelId,
        ...STAY,
        currencyCode: 'BRL',
        locale: 'pt',
      });
      expect(response.statusCode, response.body).toBe(200);
      const { data } = HotelSummaryResponseSchema.parse(response.json());
      expect(data.hotel.description).toMatch(
        / é um .+ de 4 estrelas a [\d,]+ km do centro de .+\. O Wi-Fi é gratuito/,
      );
      expect(data.hotel.policies.children).toMatch(/^(Crianças são bem-vindas|Menores de 18 anos)/);
      expect(data.hotel.media[0]?.alt).toMatch(/\(ilustração\)$/);
      for (const offer of data.offers) {
        expect(offer.room.name).toMatch(/^(Quarto|Suíte|Estúdio|Apartamento|Cama)/);
      }
    });

    it('titles a refused search in Portuguese too', async () => {
      const past = await post('/hotels/search', { ...STAY, cityCode: 'BOG', checkInDate: '2026-11-01' });
      expect(ProblemSchema.parse(past.json()).titles.pt).toBe('Os dados enviados não são válidos.');
    });
  });

  describe('GET /hotels/popular', () => {
    const popular = async (query: string) => {
      const response = await testApp.app.inject({ method: 'GET', url: `/hotels/popular?${query}` });
      expect(response.statusCode, response.body).toBe(200);
      return { answer: PopularHotelCitiesResponseSchema.parse(response.json()), response };
    };

    it('prices each popular city for one weekend two weeks ahead, at the cheapest room a search finds', async () => {
      const { answer, response } = await popular('currencyCode=COP&locale=es');
      // Sunday 22 November: two weeks on is Sunday 6 December, so Friday 11 to Sunday 13 December.
      expect(answer.data.stay).toEqual({
        checkInDate: '2026-12-11',
        checkOutDate: '2026-12-13',
        nights: 2,
        adults: 2,
      });
      expect(answer.data.cities.map((city) => city.cityCode)).toEqual([
        'CUN',
        'CTG',
        'RIO',
        'BUE',
        'MEX',
        'CUZ',
      ]);
      expect(answer.data.cities[1]).toMatchObject({
        cityName: 'Cartagena',
        countryCode: 'CO',
        countryName: 'Colombia',
      });
      expect(response.headers['cache-control']).toContain('max-age');

      // The price the visitor's own search shows first: the city's cheapest hotel, not a nearby town's.
      const cartagena = await search({
        cityCode: 'CTG',
        checkInDate: '2026-12-11',
        checkOutDate: '2026-12-13',
        rooms: [{ adults: 2, childAges: [] }],
      });
      const city = answer.data.cities[1];
      expect(city?.fromPerNight).toEqual(cartagena.data[0]?.cheapestOffer.price.perNight);
      expect(city?.fromTotal).toEqual(cartagena.data[0]?.cheapestOffer.price.total);
      expect(city?.hotels).toBe(cartagena.meta.total);
      expect(city?.fromPerNight.currency).toBe('COP');
    });

    it("names the cities in the reader's language and prices them in the asked currency", async () => {
      const { answer } = await popular('currencyCode=BRL&locale=pt');
      expect(answer.data.cities.find((city) => city.cityCode === 'MEX')).toMatchObject({
        cityName: 'Cidade do México',
        countryName: 'México',
      });
      expect(answer.data.cities.every((city) => city.fromTotal.currency === 'BRL')).toBe(true);
      const english = await popular('currencyCode=USD&locale=en');
      expect(english.answer.data.cities.find((city) => city.cityCode === 'MEX')?.cityName).toBe(
        'Mexico City',
      );
    });

    it('refuses a currency it does not sell in, without echoing it', async () => {
      const response = await testApp.app.inject({ method: 'GET', url: '/hotels/popular?currencyCode=<b>X' });
      expect(response.statusCode).toBe(400);
      expect(response.body).not.toContain('<b>');
    });
  });

  describe('POST /hotels/summary', () => {
    it('answers the hotel with its content and every room offer, cheapest first', async () => {
      const [hotel] = (await search({ filters: { stars: [4] } })).data;
      const response = await post('/hotels/summary', {
        hotelId: hotel?.hotelId,
        ...STAY,
        currencyCode: 'USD',
        locale: 'en',
      });
      expect(response.statusCode, response.body).toBe(200);
      const { data } = HotelSummaryResponseSchema.parse(response.json());
      expect(data.hotel).toMatchObject({ hotelId: hotel?.hotelId, rating: 4 });
      expect(data.hotel.description).toMatch(/4-star/);
      expect(data.hotel.media.length).toBeGreaterThanOrEqual(3);
      expect(data.hotel.policies.checkIn).toMatch(/^\d{2}:\d{2}$/);
      expect(data.offers.length).toBeGreaterThan(2);
      const totals = data.offers.map((o) => o.price.total.amount);
      expect(totals).toEqual([...totals].sort((a, b) => a - b));
      expect(new Set(data.offers.map((o) => o.cancellation.freeCancellation))).toEqual(
        new Set([true, false]),
      );
      for (const offer of data.offers) {
        expect(offer.price.total.currency).toBe('USD');
        expect(offer.supplierTotal.total).toBe((offer.price.totalUsd.amount / 100).toFixed(2));
      }
    });

    it('answers 404 for a hotel that does not exist and 400 for bad dates', async () => {
      const missing = await post('/hotels/summary', { hotelId: 'ANZZZ999', ...STAY });
      expect(missing.statusCode).toBe(404);
      const bad = await post('/hotels/summary', { hotelId: 'ANBOG001', ...STAY, checkInDate: '2027-02-30' });
      expect(bad.statusCode).toBe(400);
      expect(bad.body).not.toContain('2027-02-30');
    });
  });

  describe('POST /hotels/offer/price', () => {
    const price = (offerId: string) => post('/hotels/offer/price', { offerId, currencyCode: 'USD' });

    it('prices an offer id the search issued, and answers an id edited to 0 nights, 99 nights or a check-in in 2099 as one it never issued (404, nothing echoed)', async () => {
      const twoNights = await search({
        checkInDate: '2027-01-11',
        checkOutDate: '2027-01-13',
        rooms: [{ adults: 1, childAges: [] }],
        currencyCode: 'USD',
      });
      const id = twoNights.data[0]?.cheapestOffer.offerId ?? '';
      // Hotel (8) · check-in 20270111 · 02 nights · room, rate and guests.
      expect(id).toMatch(/^[A-Z0-9]{8}2027011102[A-Z0-9]{3}\dA1$/);
      const real = await price(id);
      expect(real.statusCode, real.body).toBe(200);
      const priced = HotelOfferPriceResponseSchema.parse(real.json()).data;
      expect(priced.stay.nights).toBe(2);
      expect(priced.offer.price.totalUsd.amount).toBeGreaterThan(0);

      const unknown = await price('ZZZZZZZZ');
      expect(unknown.statusCode).toBe(404);
      expect(ProblemSchema.parse(unknown.json()).code).toBe('OFFER_NOT_FOUND');
      const crafted = [
        `${id.slice(0, 16)}00${id.slice(18)}`,
        `${id.slice(0, 8)}20990111${id.slice(16)}`,
        `${id.slice(0, 16)}99${id.slice(18)}`,
      ];
      for (const craftedId of crafted) {
        const response = await price(craftedId);
        expect(response.statusCode, craftedId).toBe(404);
        expect(ProblemSchema.parse(response.json())).toEqual(ProblemSchema.parse(unknown.json()));
        expect(response.body).not.toContain(craftedId);
      }
    });
  });

  it('draws the pictures the summary names, readable from the web app origin', async () => {
    const [hotel] = (await search()).data;
    const picture = await testApp.app.inject({
      method: 'GET',
      url: new URL(hotel?.image?.src ?? '').pathname,
    });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(picture.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(picture.body).toMatch(/^<svg /);
  });
});
