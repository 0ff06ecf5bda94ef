import { AirportSearchResponseSchema, NearbyAirportsResponseSchema } from '@travel/contract/airports';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { testEngines } from '../test/test-database.ts';

describe.each(testEngines())('airport search on %s', (engine) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({ engine, seed: true });
  });
  afterAll(async () => testApp.close());

  async function search(term: string, path = '/search/airports') {
    const response = await testApp.app.inject({ method: 'GET', url: path, query: { term } });
    expect(response.statusCode).toBe(200);
    return AirportSearchResponseSchema.parse(response.json()).data;
  }
  const codes = (data: Awaited<ReturnType<typeof search>>) =>
    data.flatMap((city) => city.airports.map((airport) => airport.iataCode));

  it.each(['bogo', 'BOG', 'bogotá', 'Bogota'])('finds Bogotá El Dorado first for %s', async (term) => {
    const data = await search(term);
    expect(data[0]?.cityName).toBe('Bogotá');
    expect(data[0]?.airports[0]?.iataCode).toBe('BOG');
    expect(data[0]?.countryName).toBe('Colombia');
  });

  it('finds the São Paulo airports grouped under one city for sao', async () => {
    const data = await search('sao');
    const saoPaulo = data.find((city) => city.cityCode === 'SAO');
    expect(saoPaulo?.airports.map((airport) => airport.iataCode)).toEqual(
      expect.arrayContaining(['GRU', 'CGH']),
    );
  });

  it('finds MEX for ciudad de mexico', async () => {
    expect(codes(await search('ciudad de mexico'))).toContain('MEX');
  });

  it.each(['Santiago de Chile', 'chile santiago'])(
    'finds Santiago de Chile (SCL) first for the city and country words "%s"',
    async (term) => {
      expect(codes(await search(term))[0]).toBe('SCL');
    },
  );

  it.each([
    ['CDMX', 'MEX'],
    ['DF', 'MEX'],
    ['Santiago de Chile', 'SCL'],
    ['BA', 'EZE'],
    ['Rio', 'GIG'],
    ['Río', 'GIG'],
    ['Sao Paulo', 'GRU'],
    ['Bogotá D.C.', 'BOG'],
    ['Medelin', 'MDE'],
    ['Cartajena', 'CTG'],
  ])('understands "%s" as the city of %s, its largest airport first', async (term, code) => {
    expect(codes(await search(term))[0]).toBe(code);
  });

  it('lists the other airports of an aliased city after its largest', async () => {
    expect(codes(await search('BA')).slice(0, 2)).toEqual(['EZE', 'AEP']);
  });

  it('ranks an exact code before other matches', async () => {
    const data = await search('mia');
    expect(data[0]?.airports[0]?.iataCode).toBe('MIA');
  });

  it('answers at most ten airports', async () => {
    expect(codes(await search('san')).length).toBeLessThanOrEqual(10);
    expect(codes(await search('san')).length).toBeGreaterThan(3);
  });

  it.each(['', ' ', 'b', 'x'.repeat(300), '%', "'; drop table airports; --"])(
    'answers an empty list, not an error, for %j',
    async (term) => {
      expect(await search(term)).toEqual([]);
    },
  );

  it('serves the same answer on the /search/am/airports variant', async () => {
    expect(await search('lima', '/search/am/airports')).toEqual(await search('lima'));
  });

  it('answers in English when asked', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/search/airports?term=MEX&lang=en' });
    expect(response.json().data[0]).toMatchObject({ cityName: 'Mexico City', countryName: 'Mexico' });
    expect(response.headers['cache-control']).toContain('max-age');
    const again = await testApp.app.inject({
      method: 'GET',
      url: '/search/airports?term=MEX&lang=en',
      headers: { 'if-none-match': String(response.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it.each(['são paulo', 'sao paulo', 'SÃO PAULO'])(
    'answers "%s" in Portuguese with GRU and CGH under São Paulo, Brasil',
    async (term) => {
      const response = await testApp.app.inject({
        method: 'GET',
        url: '/search/airports',
        query: { term, lang: 'pt' },
      });
      const [first] = AirportSearchResponseSchema.parse(response.json()).data;
      expect(first).toMatchObject({ cityCode: 'SAO', cityName: 'São Paulo', countryName: 'Brasil' });
      expect(first?.airports.map((airport) => airport.iataCode)).toEqual(
        expect.arrayContaining(['GRU', 'CGH']),
      );
    },
  );

  it.each([
    ['nova york', 'NYC', 'Nova York', 'Estados Unidos'],
    ['cidade do méxico', 'MEX', 'Cidade do México', 'México'],
    ['bogota', 'BOG', 'Bogotá', 'Colômbia'],
    ['londres', 'LON', 'Londres', 'Reino Unido'],
    ['Nova Yrok', 'NYC', 'Nova York', 'Estados Unidos'],
  ])(
    'finds "%s" by its Portuguese name and names %s in Portuguese',
    async (term, cityCode, city, country) => {
      const response = await testApp.app.inject({
        method: 'GET',
        url: '/search/airports',
        query: { term, lang: 'pt' },
      });
      const [first] = AirportSearchResponseSchema.parse(response.json()).data;
      expect(first).toMatchObject({ cityCode, cityName: city, countryName: country });
    },
  );

  it('names nearby airports in Portuguese when asked', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/airports/nearby?lat=19.43&lon=-99.13&lang=pt',
    });
    const { data } = NearbyAirportsResponseSchema.parse(response.json());
    expect(data[0]).toMatchObject({ cityName: 'Cidade do México', countryName: 'México' });
  });

  it('finds the nearest airports first, with their distance', async () => {
    // Downtown Bogotá: El Dorado is about 12 km away.
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/airports/nearby?lat=4.6097&lon=-74.0817',
    });
    expect(response.statusCode).toBe(200);
    const { data } = NearbyAirportsResponseSchema.parse(response.json());
    const first = data[0]?.airports[0];
    expect(first?.iataCode).toBe('BOG');
    expect(first?.distanceKm).toBeGreaterThan(5);
    expect(first?.distanceKm).toBeLessThan(25);
    const distances = data.flatMap((city) => city.airports.map((airport) => airport.distanceKm));
    expect(distances.every((distance) => distance <= 25)).toBe(true);
  });

  it('answers an empty list in the middle of the ocean and more with a wider distance', async () => {
    const near = await testApp.app.inject({
      method: 'GET',
      url: '/airports/nearby?lat=4.6&lon=-74.08&distance=1',
    });
    expect(near.json().data).toEqual([]);
    const wide = await testApp.app.inject({
      method: 'GET',
      url: '/airports/nearby?lat=4.6&lon=-74.08&distance=200',
    });
    expect(wide.json().data.length).toBeGreaterThan(1);
  });

  it.each([
    '/search/airports?term=bog',
    '/search/am/airports?term=bog',
    '/airports/nearby?lat=4.6&lon=-74.08',
  ])('counts %s against a generous limit of 300 a minute per client', async (url) => {
    const response = await testApp.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-ratelimit-limit']).toBe('300');
  });

  it.each(['lat=100&lon=0', 'lat=abc&lon=0', 'lon=0', 'lat=0&lon=0&distance=-5'])(
    'refuses bad coordinates (%s) with a 400 problem',
    async (query) => {
      const response = await testApp.app.inject({ method: 'GET', url: `/airports/nearby?${query}` });
      expect(response.statusCode).toBe(400);
      expect(response.headers['content-type']).toMatch(/problem\+json/);
    },
  );
});
