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
import { joinClassNames } from '../../lib/class-names';
import buttonStyles from '../../ui/button.module.css';
import fieldStyles from '../../ui/field.module.css';
import popoverStyles from '../../ui/popover.module.css';
import styles from './passengers-picker.module.css';
import formStyles from './search-form.module.css';

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
    <div className={joinClassNames(fieldStyles.field, formStyles.passengers)} data-field="passengers">
      <span id={labelId} className={fieldStyles.label}>
        {t('form.passengers')}
      </span>
      <DialogTrigger>
        <Button className={fieldStyles.control} aria-labelledby={`${labelId} ${valueId}`}>
          <span id={valueId}>{t('form.passengersSummary', { count: total })}</span>
        </Button>
        <Popover className={popoverStyles.popover} placement="bottom start" offset={4}>
          <Dialog className={styles.dialog} aria-labelledby={`${labelId}-heading`}>
            <Heading slot="title" id={`${labelId}-heading`} className={styles.title}>
              {t('form.passengers')}
            </Heading>
            <ul className={styles.rows}>
              {ROWS.map((row) => {
                const name = t(row.label);
                const countId = `${labelId}-${row.type}`;
                return (
                  <li key={row.type} className={styles.row}>
                    <div>
                      <span className={styles.rowLabel} id={`${countId}-label`}>
                        {name}
                      </span>
                      <span className={styles.rowHint}>{t(row.hint)}</span>
                    </div>
                    <div className={styles.counter}>
                      <Button
                        className={styles.counterButton}
                        aria-label={t('form.remove', { type: name })}
                        isDisabled={!canChangePassengers(value, row.type, -1)}
                        onPress={() => onChange(decrementPassengers(value, row.type))}
                      >
                        −
                      </Button>
                      <output
                        className={styles.counterValue}
                        id={countId}
                        aria-labelledby={`${countId}-label ${countId}`}
                        aria-live="polite"
                      >
                        {value[row.type]}
                      </output>
                      <Button
                        className={styles.counterButton}
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
            <p className={styles.rules}>{t('form.passengersRules')}</p>
            <Button
              slot="close"
              className={joinClassNames(buttonStyles.button, buttonStyles.primary, styles.done)}
            >
              {t('form.done')}
            </Button>
          </Dialog>
        </Popover>
      </DialogTrigger>
    </div>
  );
}
