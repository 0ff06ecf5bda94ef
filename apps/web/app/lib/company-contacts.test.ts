import { describe, expect, it } from 'vitest';
import {
  type CompanyContact,
  DEFAULT_INTERNATIONAL_NUMBER,
  describeWorkingHours,
  pickContactNumber,
} from './company-contacts';

const COLOMBIA: CompanyContact = {
  countryCode: 'CO',
  contactNumber: '+576015087000',
  display: '+57 601 508 7000',
};
const UNITED_STATES: CompanyContact = {
  countryCode: 'US',
  contactNumber: '+13055083000',
  display: '+1 305 508 3000',
};
const INTERNATIONAL: CompanyContact = {
  countryCode: '',
  contactNumber: '+13055084000',
  display: '+1 305 508 4000',
};
const CONTACTS = [COLOMBIA, UNITED_STATES, INTERNATIONAL];

describe('pickContactNumber', () => {
  it("shows the visitor's country's number when the list has one", () => {
    expect(pickContactNumber(CONTACTS, 'CO')).toBe(COLOMBIA);
    expect(pickContactNumber(CONTACTS, 'us')).toBe(UNITED_STATES);
  });

  it('falls back to the entry with the empty country code for a country without its own number', () => {
    expect(pickContactNumber(CONTACTS, 'PE')).toBe(INTERNATIONAL);
  });

  it('shows the international entry while the country is unknown (on the server, before start-up)', () => {
    expect(pickContactNumber(CONTACTS, '')).toBe(INTERNATIONAL);
    expect(pickContactNumber(CONTACTS, null)).toBe(INTERNATIONAL);
    expect(pickContactNumber(CONTACTS, undefined)).toBe(INTERNATIONAL);
  });

  it('falls back to the default international number without an international entry', () => {
    expect(pickContactNumber([COLOMBIA], 'PE')).toBe(DEFAULT_INTERNATIONAL_NUMBER);
  });

  it('shows the default international number when the list is empty (the fetch failed)', () => {
    expect(pickContactNumber([], 'CO')).toBe(DEFAULT_INTERNATIONAL_NUMBER);
    expect(DEFAULT_INTERNATIONAL_NUMBER).toMatchObject({ countryCode: '', contactNumber: '+13055083000' });
  });
});

describe('describeWorkingHours', () => {
  const NOVEMBER = new Date('2026-11-24T15:00:00Z');
  const JULY = new Date('2027-07-14T15:00:00Z');

  it('gives the call centre its own hours, 08:00 to 22:00, in Bogotá', () => {
    expect(describeWorkingHours('America/Bogota', 'es-419', NOVEMBER)).toEqual({
      opens: '08:00',
      closes: '22:00',
      timeZone: 'America/Bogota',
      timeZoneName: expect.stringMatching(/^Hora .*Colombia$/),
    });
  });

  it("moves them to the visitor's clocks, daylight saving included, and names the zone", () => {
    expect(describeWorkingHours('America/Sao_Paulo', 'es-419', NOVEMBER)).toMatchObject({
      opens: '10:00',
      closes: '00:00',
    });
    expect(describeWorkingHours('Europe/Madrid', 'en-US', NOVEMBER)).toMatchObject({
      opens: '14:00',
      closes: '04:00',
      timeZoneName: 'Central European Standard Time',
    });
    expect(describeWorkingHours('Europe/Madrid', 'en-US', JULY)).toMatchObject({
      opens: '15:00',
      closes: '05:00',
      timeZoneName: 'Central European Summer Time',
    });
    expect(describeWorkingHours('America/Mexico_City', 'es-419', JULY)).toMatchObject({
      opens: '07:00',
      closes: '21:00',
    });
  });

  it("keeps Bogotá's hours on the day it is in Bogotá, even when it is another day elsewhere", () => {
    // 02:00 in Tokyo on the 25th is still the 24th in Bogotá: the same hours, read in Tokyo.
    expect(describeWorkingHours('Asia/Tokyo', 'en-US', new Date('2026-11-24T17:00:00Z'))).toMatchObject({
      opens: '22:00',
      closes: '12:00',
    });
  });

  it("shows the call centre's zone for a zone the browser made up", () => {
    expect(describeWorkingHours('Mars/Olympus_Mons', 'es-419', NOVEMBER)).toMatchObject({
      opens: '08:00',
      timeZone: 'America/Bogota',
    });
  });
});
