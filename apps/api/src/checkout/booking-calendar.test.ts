import { describe, expect, it } from 'vitest';
import { buildTestBooking } from '../test/test-booking.ts';
import { buildBookingCalendar } from './booking-calendar.ts';

const OPTIONS = {
  timeZones: new Map([
    ['BOG', 'America/Bogota'],
    ['MIA', 'America/New_York'],
  ]),
  webOrigin: 'https://viajes.example',
  // Made well before any check-in opens (the test booking's flight leaves on 10 Mar 2027).
  now: new Date('2026-11-22T12:00:00Z'),
};

/** The calendar's lines with RFC 5545 folding undone. */
const unfold = (ics: string) => ics.replace(/\r\n[ \t]/g, '').split('\r\n');

describe('buildBookingCalendar', () => {
  it('writes each flight segment as an event in UTC, from each airport zone', () => {
    const lines = unfold(buildBookingCalendar(buildTestBooking({ locale: 'es' }), OPTIONS));
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(1);
    // BOG 07:45 (UTC-5) → 12:45Z; MIA 12:05 still on winter time (UTC-5 until 14 March) → 17:05Z.
    expect(lines).toContain('DTSTART:20270310T124500Z');
    expect(lines).toContain('DTEND:20270310T170500Z');
    expect(lines).toContain('SUMMARY:Vuelo AV 32: BOG → MIA');
    expect(lines).toContain('UID:00000000-0000-4000-8000-000000000001-onward-1@andariego');
    const description = lines.find((line) => line.startsWith('DESCRIPTION:')) ?? '';
    expect(description).toContain('Código de reserva Andariego: K7M2QX');
    expect(description).toContain('El check-in en línea abre 24 horas antes');
    expect(description).toContain('https://viajes.example/user/my-journey?reference=K7M2QX');
  });

  it('says when check-in opens 24 real hours before, across a clock change (MIA, 14 Mar 2027)', () => {
    const miami = buildTestBooking({
      itinerary: [
        {
          journeyType: 'onward',
          segments: [
            {
              id: '1',
              from: 'MIA',
              to: 'BOG',
              departureAt: '2027-03-14T06:35:00',
              arrivalAt: '2027-03-14T09:50:00',
              carrierCode: 'AV',
              number: '33',
            },
          ],
        },
      ],
    });
    const description = unfold(buildBookingCalendar(miami, OPTIONS)).find((line) =>
      line.startsWith('DESCRIPTION:'),
    );
    // 06:35 EDT is 10:35Z; 24 hours earlier the clocks still read EST: 05:35 on the 13th.
    expect(description).toContain(
      'Online check-in opens 24 hours before: Sat\\, Mar 13\\, 05:35 (MIA local time).',
    );
  });

  it('writes when check-in opens on the 24-hour clock in every language, as the e-mail does', () => {
    // Leaves BOG at 20:30: check-in opens at 20:30 the day before, never '08:30 PM'.
    const evening = buildTestBooking({
      itinerary: [
        {
          journeyType: 'onward',
          segments: [
            {
              id: '1',
              from: 'BOG',
              to: 'MIA',
              departureAt: '2027-03-10T20:30:00',
              arrivalAt: '2027-03-11T00:50:00',
              carrierCode: 'AV',
              number: '36',
            },
          ],
        },
      ],
    });
    for (const [locale, when] of [
      ['es', 'mar\\, 9 mar\\, 20:30 (hora local de BOG)'],
      ['en', 'Tue\\, Mar 9\\, 20:30 (BOG local time)'],
      ['pt', 'ter.\\, 9 de mar.\\, 20:30 (horário local de BOG)'],
    ] as const) {
      const description = unfold(buildBookingCalendar({ ...evening, locale }, OPTIONS)).find((line) =>
        line.startsWith('DESCRIPTION:'),
      );
      expect(description).toContain(when);
      expect(description).not.toMatch(/08:30|\b[AP]M\b|[ap]\.\s?m\./);
    }
  });

  it('leaves out when check-in opens once it has opened by the time the file is made', () => {
    // The flight leaves BOG at 07:45 on 10 Mar; the file is made at 15:00 in Bogotá the day before.
    const afternoonBefore = { ...OPTIONS, now: new Date('2027-03-09T20:00:00Z') };
    const lines = unfold(buildBookingCalendar(buildTestBooking(), afternoonBefore));
    expect(lines).toContain('DTSTART:20270310T124500Z');
    const description = lines.find((line) => line.startsWith('DESCRIPTION:')) ?? '';
    expect(description).toContain('K7M2QX');
    expect(description).not.toContain('check-in');
    const earlier = unfold(buildBookingCalendar(buildTestBooking(), OPTIONS)).find((line) =>
      line.startsWith('DESCRIPTION:'),
    );
    expect(earlier).toContain('Online check-in opens 24 hours before');
  });

  it('leaves out a segment whose airport zone is unknown rather than guess its time', () => {
    const ics = buildBookingCalendar(buildTestBooking(), { ...OPTIONS, timeZones: new Map() });
    expect(ics).toContain('BEGIN:VCALENDAR');
    expect(ics).not.toContain('BEGIN:VEVENT');
  });

  it('writes a hotel stay as all-day dates, check-out day excluded, in Portuguese', () => {
    const booking = buildTestBooking({
      locale: 'pt',
      productType: 'hotel',
      itinerary: [],
      hotel: {
        name: 'Hotel Casa Andina',
        address: { lines: ['Av. La Paz 463'], cityName: 'Lima', countryCode: 'PE' },
        stay: { checkInDate: '2027-03-10', checkOutDate: '2027-03-13' },
        policies: { checkIn: '15:00', checkOut: '12:00' },
        confirmationNumber: 'HX42',
      } as never,
    });
    const lines = unfold(buildBookingCalendar(booking, OPTIONS));
    expect(lines).toContain('DTSTART;VALUE=DATE:20270310');
    expect(lines).toContain('DTEND;VALUE=DATE:20270313');
    expect(lines).toContain('SUMMARY:Estadia no Hotel Casa Andina');
    expect(lines).toContain('LOCATION:Av. La Paz 463\\, Lima');
    const description = lines.find((line) => line.startsWith('DESCRIPTION:')) ?? '';
    expect(description).toContain('Número de confirmação do hotel: HX42');
  });

  it('folds every line at 75 octets, accents counted as two, and unfolds back to the text', () => {
    const address = 'Rua Visconde de Pirajá 414, Ipanema, próximo à praça Nossa Senhora da Paz e à estação';
    const booking = buildTestBooking({
      locale: 'pt',
      productType: 'hotel',
      itinerary: [],
      hotel: {
        name: 'Hotel Ipanema Inn Çãoçãoção Praia Maravilhosa de São Sebastião do Rio de Janeiro',
        address: { lines: [address], cityName: 'Rio de Janeiro', countryCode: 'BR' },
        stay: { checkInDate: '2027-03-10', checkOutDate: '2027-03-13' },
        policies: { checkIn: '15:00', checkOut: '12:00' },
      } as never,
    });
    const ics = buildBookingCalendar(booking, OPTIONS);
    const physical = ics.split('\r\n');
    for (const line of physical) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(ics).not.toMatch(/\r\n\t/);
    const lines = unfold(ics);
    expect(lines).toContain(`LOCATION:${address.replaceAll(',', '\\,')}\\, Rio de Janeiro`);
    expect(lines).toContain(
      'SUMMARY:Estadia no Hotel Ipanema Inn Çãoçãoção Praia Maravilhosa de São Sebastião do Rio de Janeiro',
    );
    const description = lines.find((line) => line.startsWith('DESCRIPTION:')) ?? '';
    expect(description).toContain(
      'Check-in a partir das 15:00\\; check-out até as 12:00 (horário local do hotel).',
    );
  });
});
