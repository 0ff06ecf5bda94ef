import { lazy, Suspense, useId, useState } from 'react';
import { Button, Dialog, DialogTrigger, Popover } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { formatIsoDate } from '../../lib/format-date';
import { useFormatLocale } from '../../lib/use-format-locale';
import fieldStyles from '../../ui/field.module.css';
import popoverStyles from '../../ui/popover.module.css';
import formStyles from './search-form.module.css';
import styles from './travel-dates.module.css';

// The calendar (and @internationalized/date) is not needed for the first paint: it loads when opened.
const DatesCalendar = lazy(() => import('./dates-calendar').then((m) => ({ default: m.DatesCalendar })));

type TravelDatesProps = {
  roundTrip: boolean;
  departureDate: string;
  returnDate: string;
  today: string;
  onChange: (departureDate: string, returnDate: string) => void;
};

/** Preloads the calendar chunk when the visitor heads for a date button. */
function preloadCalendar() {
  void import('./dates-calendar');
}

function DateButton({
  field,
  label,
  value,
  onOpen,
  isOpen,
  onOpenChange,
  children,
}: {
  field: 'departure' | 'return';
  label: string;
  value: string;
  onOpen?: () => void;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  children: React.ReactNode;
}) {
  const { t } = useTranslation('search');
  const formatLocale = useFormatLocale();
  const labelId = useId();
  const valueId = useId();
  return (
    <div className={fieldStyles.field} data-field={field}>
      <span id={labelId} className={fieldStyles.label}>
        {label}
      </span>
      <DialogTrigger
        isOpen={isOpen}
        onOpenChange={(open) => {
          if (open) onOpen?.();
          onOpenChange(open);
        }}
      >
        <Button
          className={fieldStyles.control}
          aria-labelledby={`${labelId} ${valueId}`}
          onHoverStart={preloadCalendar}
          onFocus={preloadCalendar}
        >
          <span id={valueId}>{value ? formatIsoDate(value, formatLocale) : t('form.noDate')}</span>
        </Button>
        <Popover className={popoverStyles.popover} placement="bottom start" offset={4}>
          {children}
        </Popover>
      </DialogTrigger>
    </div>
  );
}

/**
 * 'Fecha de ida' and 'Fecha de regreso'. Both open one range calendar for round trips (pick the
 * departure, then the return); one way uses a single-date calendar.
 */
export function TravelDates({ roundTrip, departureDate, returnDate, today, onChange }: TravelDatesProps) {
  const { t } = useTranslation('search');
  const [open, setOpen] = useState<'departure' | 'return' | null>(null);
  const close = () => setOpen(null);
  const calendar = (
    <Dialog className={styles.dialog} aria-label={roundTrip ? t('form.chooseDates') : t('form.chooseDate')}>
      <Suspense fallback={<p className={styles.loading}>{t('form.calendarLoading')}</p>}>
        <DatesCalendar
          roundTrip={roundTrip}
          departureDate={departureDate}
          returnDate={returnDate}
          today={today}
          onChange={(dep, ret) => {
            onChange(dep, ret);
            close();
          }}
        />
      </Suspense>
    </Dialog>
  );
  return (
    <div className={formStyles.travelDates}>
      <DateButton
        field="departure"
        label={t('form.departureDate')}
        value={departureDate}
        isOpen={open === 'departure'}
        onOpenChange={(isOpen) => setOpen(isOpen ? 'departure' : null)}
      >
        {calendar}
      </DateButton>
      {roundTrip && (
        <DateButton
          field="return"
          label={t('form.returnDate')}
          value={returnDate}
          isOpen={open === 'return'}
          onOpenChange={(isOpen) => setOpen(isOpen ? 'return' : null)}
        >
          {calendar}
        </DateButton>
      )}
    </div>
  );
}
