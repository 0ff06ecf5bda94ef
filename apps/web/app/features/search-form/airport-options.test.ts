import type { CityAirports } from '@travel/contract/airports';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../lib/api-client';
import { findNearestAirport, getNearbyRadii, searchAirports, toAirportOptions } from './airport-options';

const bogota: CityAirports = {
  cityCode: 'BOG',
  cityName: 'Bogotá',
  countryCode: 'CO',
  countryName: 'Colombia',
  airports: [
    {
      iataCode: 'BOG',
      name: 'El Dorado International Airport',
      latitude: 4.70159,
      longitude: -74.1469,
      timeZone: 'America/Bogota',
    },
  ],
};

function answering(...bodies: unknown[]) {
  const fetch = vi.fn();
  for (const body of bodies) fetch.mockResolvedValueOnce(new Response(JSON.stringify(body), { status: 200 }));
  return { fetch, api: createApiClient({ baseUrl: 'http://api.test', fetch }) };
}

describe('toAirportOptions', () => {
  it('labels each airport with its city and code', () => {
    expect(toAirportOptions([bogota])).toEqual([
      { code: 'BOG', label: 'Bogotá (BOG)', description: 'El Dorado International Airport, Colombia' },
    ]);
  });
});

describe('searchAirports', () => {
  it('does not call the API under two letters', async () => {
    const { fetch, api } = answering();
    expect(await searchAirports(api, ' b ', 'es')).toEqual([]);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('asks in the page language', async () => {
    const { fetch, api } = answering({ data: [bogota] });
    expect(await searchAirports(api, 'bogo', 'en')).toHaveLength(1);
    expect(fetch.mock.calls[0]?.[0]).toBe('http://api.test/search/airports?term=bogo&lang=en');
  });
});

describe('getNearbyRadii', () => {
  it('starts at 25 km and doubles, three tries', () => {
    expect(getNearbyRadii()).toEqual([25, 50, 100]);
  });
});

describe('findNearestAirport', () => {
  it('doubles the radius until an airport turns up', async () => {
    const { fetch, api } = answering({ data: [] }, { data: [bogota] });
    const airport = await findNearestAirport(api, { latitude: 4.7, longitude: -74.1 }, 'es');
    expect(airport?.code).toBe('BOG');
    expect(fetch.mock.calls.map((call) => new URL(call[0] as string).searchParams.get('distance'))).toEqual([
      '25',
      '50',
    ]);
  });

  it('gives up after 100 km', async () => {
    const { fetch, api } = answering({ data: [] }, { data: [] }, { data: [] });
    expect(await findNearestAirport(api, { latitude: 0, longitude: 0 }, 'es')).toBeNull();
    expect(fetch).toHaveBeenCalledTimes(3);
  });
});
