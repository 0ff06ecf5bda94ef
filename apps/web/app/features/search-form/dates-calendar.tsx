import { type CalendarDate, parseDate } from '@internationalized/date';
import { Button, Calendar, CalendarCell, CalendarGrid, Heading, RangeCalendar } from 'react-aria-components';
import { useTranslation } from 'react-i18next';

type DatesCalendarProps = {
  roundTrip: boolean;
  departureDate: string;
  returnDate: string;
  today: string;
  onChange: (departureDate: string, returnDate: string) => void;
};

function toDate(value: string): CalendarDate | null {
  try {
    return value ? parseDate(value) : null;
  } catch {
    return null;
  }
}

function CalendarBody() {
  return (
    <>
      <header className="calendar__header">
        <Button slot="previous" className="calendar__nav">
          ‹
        </Button>
        <Heading className="calendar__heading" />
        <Button slot="next" className="calendar__nav">
          ›
        </Button>
      </header>
      <CalendarGrid className="calendar__grid">
        {(date) => <CalendarCell date={date} className="calendar__cell" />}
      </CalendarGrid>
    </>
  );
}

/**
 * React Aria calendars in the page locale (I18nProvider in the root): a range for round trips, one
 * date for one way; days before today are unavailable. Loaded lazily by TravelDates.
 */
export function DatesCalendar({ roundTrip, departureDate, returnDate, today, onChange }: DatesCalendarProps) {
  const { t } = useTranslation('search');
  const min = parseDate(today);
  const start = toDate(departureDate);
  const end = toDate(returnDate);
  if (roundTrip) {
    return (
      <RangeCalendar
        className="calendar"
        aria-label={t('form.chooseDates')}
        minValue={min}
        defaultValue={start && end && end.compare(start) >= 0 ? { start, end } : null}
        defaultFocusedValue={start ?? min}
        onChange={(range) => {
          if (range) onChange(range.start.toString(), range.end.toString());
        }}
      >
        <CalendarBody />
      </RangeCalendar>
    );
  }
  return (
    <Calendar
      className="calendar"
      aria-label={t('form.chooseDate')}
      minValue={min}
      defaultValue={start}
      onChange={(date) => onChange(date.toString(), '')}
    >
      <CalendarBody />
    </Calendar>
  );
}
