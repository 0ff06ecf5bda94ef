import {
  canChangePassengers,
  decrementPassengers,
  getTotalPassengers,
  incrementPassengers,
  type PassengerCounts,
  type PassengerType,
} from '@travel/domain/passengers';
import { useId } from 'react';
import { Button, Dialog, DialogTrigger, Heading, Popover } from 'react-aria-components';
import { useTranslation } from 'react-i18next';

type PassengersPickerProps = { value: PassengerCounts; onChange: (value: PassengerCounts) => void };

const ROWS = [
  { type: 'adult', label: 'form.adults', hint: 'form.adultsHint' },
  { type: 'child', label: 'form.children', hint: 'form.childrenHint' },
  { type: 'infant', label: 'form.infants', hint: 'form.infantsHint' },
] as const satisfies readonly { type: PassengerType; label: string; hint: string }[];

/** Spec §3 counters in a popover; the bounds come from the domain rules (out-of-bound changes do nothing). */
export function PassengersPicker({ value, onChange }: PassengersPickerProps) {
  const { t } = useTranslation('search');
  const labelId = useId();
  const valueId = useId();
  const total = getTotalPassengers(value);
  return (
    <div className="field passengers-field" data-field="passengers">
      <span id={labelId} className="field__label">
        {t('form.passengers')}
      </span>
      <DialogTrigger>
        <Button className="field__control" aria-labelledby={`${labelId} ${valueId}`}>
          <span id={valueId}>{t('form.passengersSummary', { count: total })}</span>
        </Button>
        <Popover className="popover passengers-popover" placement="bottom start" offset={4}>
          <Dialog className="passengers-dialog" aria-labelledby={`${labelId}-heading`}>
            <Heading slot="title" id={`${labelId}-heading`} className="passengers-dialog__title">
              {t('form.passengers')}
            </Heading>
            <ul className="passengers-dialog__rows">
              {ROWS.map((row) => {
                const name = t(row.label);
                const countId = `${labelId}-${row.type}`;
                return (
                  <li key={row.type} className="passenger-row">
                    <div>
                      <span className="passenger-row__label" id={`${countId}-label`}>
                        {name}
                      </span>
                      <span className="passenger-row__hint">{t(row.hint)}</span>
                    </div>
                    <div className="counter">
                      <Button
                        className="counter__button"
                        aria-label={t('form.remove', { type: name })}
                        isDisabled={!canChangePassengers(value, row.type, -1)}
                        onPress={() => onChange(decrementPassengers(value, row.type))}
                      >
                        −
                      </Button>
                      <output
                        className="counter__value"
                        id={countId}
                        aria-labelledby={`${countId}-label ${countId}`}
                        aria-live="polite"
                      >
                        {value[row.type]}
                      </output>
                      <Button
                        className="counter__button"
                        aria-label={t('form.add', { type: name })}
                        isDisabled={!canChangePassengers(value, row.type, 1)}
                        onPress={() => onChange(incrementPassengers(value, row.type))}
                      >
                        +
                      </Button>
                    </div>
                  </li>
                );
              })}
            </ul>
            <p className="passengers-dialog__rules">{t('form.passengersRules')}</p>
            <Button slot="close" className="button button--primary passengers-dialog__done">
              {t('form.done')}
            </Button>
          </Dialog>
        </Popover>
      </DialogTrigger>
    </div>
  );
}
