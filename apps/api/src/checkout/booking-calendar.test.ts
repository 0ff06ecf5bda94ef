import { describe, expect, it } from 'vitest';
import { buildTestBooking } from '../test/test-booking.ts';
import { buildBookingCalendar } from './booking-calendar.ts';

const OPTIONS = {
  timeZones: new Map([
    ['BOG', 'America/Bogota'],
    ['MIA', 'America/New_York'],
  ]),
  webOrigin: 'https://viajes.example',
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
});
