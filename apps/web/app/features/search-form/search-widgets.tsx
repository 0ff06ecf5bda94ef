import { useLayoutEffect, useRef, useState } from 'react';
import { Button } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { AriaLocale } from '../../ui/aria-locale';
import { CurrencySelect } from '../../ui/currency-select';
import { SelectField } from '../../ui/select-field';
import { AirportCombobox } from './airport-combobox';
import { PassengersPicker } from './passengers-picker';
import styles from './search-form.module.css';
import type { SearchWidgetsProps } from './search-widgets-shell';
import { TravelDates } from './travel-dates';
import { getTypedText, takeWidgetIntent } from './widget-intent';

const CABIN_IDS = ['ECONOMY', 'PREMIUM_ECONOMY', 'BUSINESS', 'FIRST'] as const;

/** Carries on what the visitor started on the placeholder: same field focused, popover opened. */
function useCarryOverIntent(container: React.RefObject<HTMLDivElement | null>) {
  const [intent] = useState(takeWidgetIntent);
  // A layout effect: focus moves in the same task as the swap, so no key pressed meanwhile lands on the page.
  useLayoutEffect(() => {
    const root = container.current;
    if (!intent || !root) return;
    const target = root.querySelector<HTMLElement>(
      `[data-field="${intent.field}"] input, [data-field="${intent.field}"] button`,
    );
    if (!target) return;
    target.focus();
    if (intent.open && target instanceof HTMLButtonElement) target.click();
  }, [container, intent]);
}

/** The React Aria widgets of the search form (comboboxes, date popover, passengers, selects). */
export function SearchWidgets(props: SearchWidgetsProps) {
  const { t } = useTranslation('search');
  const container = useRef<HTMLDivElement>(null);
  useCarryOverIntent(container);
  // Every letter typed into the placeholder inputs, read once: the comboboxes own the text from now on.
  const [typed] = useState(() => ({
    origin: getTypedText('origin'),
    destination: getTypedText('destination'),
  }));

  const cabinOptions = CABIN_IDS.map((id) => ({ id, label: t(`form.cabins.${id}`) }));

  return (
    <AriaLocale>
      <div ref={container} className={styles.widgets}>
        <div className={styles.route}>
          <AirportCombobox
            field="origin"
            label={t('form.origin')}
            value={props.origin}
            fallbackCode={props.originCode}
            initialText={typed.origin}
            errorIds={props.originErrorIds}
            onChange={props.onOrigin}
          />
          <Button className={styles.swap} aria-label={t('form.swap')} onPress={props.onSwap}>
            <span aria-hidden="true">⇄</span>
          </Button>
          <AirportCombobox
            field="destination"
            label={t('form.destination')}
            value={props.destination}
            fallbackCode={props.destinationCode}
            initialText={typed.destination}
            errorIds={props.destinationErrorIds}
            onChange={props.onDestination}
          />
        </div>
        <div className={styles.details}>
          <TravelDates
            roundTrip={props.roundTrip}
            departureDate={props.departureDate}
            returnDate={props.returnDate}
            today={props.today}
            onChange={props.onDates}
          />
          <PassengersPicker value={props.passengers} onChange={props.onPassengers} />
          <SelectField
            field="cabin"
            label={t('form.cabin')}
            options={cabinOptions}
            value={props.cabin}
            onChange={props.onCabin}
          />
          <CurrencySelect
            field="currency"
            label={t('form.currency')}
            value={props.currencyCode}
            onChange={props.onCurrency}
          />
        </div>
      </div>
    </AriaLocale>
  );
}
