import { getLatestDepartureDate } from '@travel/domain/search';
import { Button, Calendar, CalendarCell, CalendarGrid, Heading, RangeCalendar } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { fromCalendarDate, toCalendarDate } from './calendar-date';
import styles from './dates-calendar.module.css';

type DatesCalendarProps = {
  roundTrip: boolean;
  departureDate: string;
  returnDate: string;
  today: string;
  onChange: (departureDate: string, returnDate: string) => void;
};

function CalendarBody() {
  return (
    <>
      <header className={styles.header}>
        <Button slot="previous" className={styles.nav}>
          ‹
        </Button>
        <Heading className={styles.heading} />
        <Button slot="next" className={styles.nav}>
          ›
        </Button>
      </header>
      <CalendarGrid className={styles.grid}>
        {(date) => <CalendarCell date={date} className={styles.cell} />}
      </CalendarGrid>
    </>
  );
}

/**
 * React Aria calendars in the page locale (I18nProvider in the root): a range for round trips, one
 * date for one way; days before today and more than 361 days ahead (the API's limit) are
 * unavailable. Loaded lazily by TravelDates.
 *
 * As the WAI-ARIA date picker dialog does, the calendar takes focus as it appears, on the chosen day
 * (the departure), or else on today, the first day that can be chosen; arrow keys go on from there.
 * Escape closes the popover and focus goes back to its date button (React Aria's Popover).
 */
export function DatesCalendar({ roundTrip, departureDate, returnDate, today, onChange }: DatesCalendarProps) {
  const { t } = useTranslation('search');
  const min = toCalendarDate(today);
  const max = toCalendarDate(getLatestDepartureDate(today));
  const start = toCalendarDate(departureDate);
  const end = toCalendarDate(returnDate);
  if (roundTrip) {
    return (
      <RangeCalendar
        className={styles.calendar}
        aria-label={t('form.chooseDates')}
        minValue={min}
        maxValue={max}
        // 'yyyy-MM-dd' compares as text: a return before the departure shows no range.
        defaultValue={start && end && returnDate >= departureDate ? { start, end } : null}
        defaultFocusedValue={start ?? min}
        // It mounts as its dialog opens: focus goes to a day (WAI-ARIA date picker dialog).
        autoFocus
        onChange={(range) => {
          if (range) onChange(fromCalendarDate(range.start), fromCalendarDate(range.end));
        }}
      >
        <CalendarBody />
      </RangeCalendar>
    );
  }
  return (
    <Calendar
      className={styles.calendar}
      aria-label={t('form.chooseDate')}
      minValue={min}
      maxValue={max}
      defaultValue={start}
      defaultFocusedValue={start ?? min}
      // It mounts as its dialog opens: focus goes to a day (WAI-ARIA date picker dialog).
      autoFocus
      onChange={(date) => onChange(fromCalendarDate(date), '')}
    >
      <CalendarBody />
    </Calendar>
  );
}
