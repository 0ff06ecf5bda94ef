import { beforeAll, describe, expect, it } from 'vitest';
import {
  type Airport,
  loadAirlines,
  loadReferenceData,
  type ReferenceData,
} from './reference-data.loader.ts';

let data: ReferenceData;
let byCode: Map<string, Airport>;

beforeAll(async () => {
  data = await loadReferenceData();
  byCode = new Map(data.airports.map((airport) => [airport.iataCode, airport]));
});

describe('loadReferenceData', () => {
  it('loads thousands of commercial airports, each with an IATA code, a time zone and coordinates', () => {
    expect(data.airports.length).toBeGreaterThan(3000);
    for (const airport of data.airports) {
      expect(airport.iataCode).toMatch(/^[A-Z]{3}$/);
      expect(airport.countryCode).toMatch(/^[A-Z]{2}$/);
      expect(() => new Intl.DateTimeFormat('en', { timeZone: airport.timeZone })).not.toThrow();
      expect(Math.abs(airport.latitude)).toBeLessThanOrEqual(90);
      expect(Math.abs(airport.longitude)).toBeLessThanOrEqual(180);
      expect(airport.size).toBeGreaterThanOrEqual(1);
      expect(airport.size).toBeLessThanOrEqual(100);
    }
    expect(new Set(data.airports.map((airport) => airport.iataCode)).size).toBe(data.airports.length);
  });

  it('groups the airports of a metropolitan area under its city code', () => {
    expect(['GRU', 'CGH', 'VCP'].map((code) => byCode.get(code)?.cityCode)).toEqual(['SAO', 'SAO', 'SAO']);
    expect(['EZE', 'AEP'].map((code) => byCode.get(code)?.cityCode)).toEqual(['BUE', 'BUE']);
    expect(['JFK', 'LGA', 'EWR'].map((code) => byCode.get(code)?.cityCode)).toEqual(['NYC', 'NYC', 'NYC']);
    expect(byCode.get('BOG')?.cityCode).toBe('BOG');
  });

  it('gives Spanish city and country names', () => {
    expect(byCode.get('MEX')).toMatchObject({ cityNameEs: 'Ciudad de México', countryNameEs: 'México' });
    expect(byCode.get('JFK')).toMatchObject({ cityNameEs: 'Nueva York', countryNameEs: 'Estados Unidos' });
    expect(byCode.get('LHR')).toMatchObject({ cityNameEs: 'Londres', countryNameEs: 'Reino Unido' });
    expect(byCode.get('GRU')).toMatchObject({ cityNameEs: 'São Paulo', countryNameEs: 'Brasil' });
    expect(byCode.get('BOG')).toMatchObject({ cityNameEs: 'Bogotá', countryName: 'Colombia' });
    expect(byCode.get('ASU')?.cityNameEs).toBe('Asunción');
    expect(byCode.get('MAD')).toMatchObject({
      cityNameEs: 'Madrid',
      countryNameEs: 'España',
      timeZone: 'Europe/Madrid',
    });
  });

  it('ranks hubs above regional airports and airfields', () => {
    const size = (code: string) => byCode.get(code)?.size ?? 0;
    expect(size('EZE')).toBeGreaterThan(size('MDZ'));
    expect(size('MDZ')).toBeGreaterThan(size('JUL'));
    expect(data.airports[0]?.size).toBe(Math.max(...data.airports.map((airport) => airport.size)));
  });

  it('leaves out airports without scheduled service, such as closed Berlin Tegel', () => {
    expect(byCode.has('TXL')).toBe(false);
    expect(byCode.has('BER')).toBe(true);
  });

  it('loads in well under a second', async () => {
    const started = performance.now();
    await loadReferenceData();
    expect(performance.now() - started).toBeLessThan(800);
  });
});

describe('loadAirlines', () => {
  it('lists active airlines by two-character IATA code with current names', async () => {
    const airlines = await loadAirlines();
    const names = new Map(airlines.map((airline) => [airline.iataCode, airline.name]));
    expect(airlines.length).toBeGreaterThan(500);
    expect(names.get('CM')).toBe('Copa Airlines');
    expect(names.get('AV')).toBe('Avianca');
    expect(names.get('IB')).toMatch(/Iberia/);
    expect(names.get('JA')).toBe('JetSMART');
    expect(airlines.every((airline) => /^[A-Z0-9]{2}$/.test(airline.iataCode))).toBe(true);
  });
});
