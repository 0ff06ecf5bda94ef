import { addDays, format, parseISO } from 'date-fns';

/**
 * "Search flights" from a tour: out on the departure's first day, back on its last, to the airport
 * where the tour starts. The origin is the visitor's (a three-letter IATA code); null when it is not
 * one, or is the tour's own airport.
 */
export function planTourFlights(input: {
  origin: string | undefined;
  airport: string;
  departureDate: string;
  days: number;
}): { origin: string; destination: string; departureDate: string; returnDate: string } | null {
  const origin = input.origin?.trim().toUpperCase() ?? '';
  if (!/^[A-Z]{3}$/.test(origin) || origin === input.airport) return null;
  const returnDate = format(
    addDays(parseISO(input.departureDate), Math.max(0, input.days - 1)),
    'yyyy-MM-dd',
  );
  return { origin, destination: input.airport, departureDate: input.departureDate, returnDate };
}
