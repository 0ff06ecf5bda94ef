import { useEffect, useRef } from 'react';
import { Button } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { CurrencySelect } from '../../ui/currency-select';
import { SelectField } from '../../ui/select-field';
import { AirportCombobox } from './airport-combobox';
import { PassengersPicker } from './passengers-picker';
import type { SearchWidgetsProps } from './search-widgets-shell';
import { TravelDates } from './travel-dates';
import { takeWidgetIntent } from './widget-intent';

const CABIN_IDS = ['ECONOMY', 'PREMIUM_ECONOMY', 'BUSINESS', 'FIRST'] as const;

/** Carries on what the visitor started on the placeholder: same field focused, popover opened. */
function useCarryOverIntent(container: React.RefObject<HTMLDivElement | null>) {
  const initialText = useRef(takeWidgetIntent());
  useEffect(() => {
    const intent = initialText.current;
    const root = container.current;
    if (!intent || !root) return;
    const target = root.querySelector<HTMLElement>(
      `[data-field="${intent.field}"] input, [data-field="${intent.field}"] button`,
    );
    if (!target) return;
    target.focus();
    if (intent.open && target instanceof HTMLButtonElement) target.click();
  }, [container]);
  return initialText.current;
}

/** The React Aria widgets of the search form (comboboxes, date popover, passengers, selects). */
export function SearchWidgets(props: SearchWidgetsProps) {
  const { t } = useTranslation('search');
  const container = useRef<HTMLDivElement>(null);
  const intent = useCarryOverIntent(container);
  const typed = (field: 'origin' | 'destination') =>
    intent?.field === field && intent.text !== undefined ? intent.text : undefined;

  const cabinOptions = CABIN_IDS.map((id) => ({ id, label: t(`form.cabins.${id}`) }));

  return (
    <div ref={container} className="search-widgets">
      <div className="search-form__route">
        <AirportCombobox
          field="origin"
          label={t('form.origin')}
          value={props.origin}
          fallbackCode={props.originCode}
          initialText={typed('origin')}
          onChange={props.onOrigin}
        />
        <Button className="swap-button" aria-label={t('form.swap')} onPress={props.onSwap}>
          <span aria-hidden="true">⇄</span>
        </Button>
        <AirportCombobox
          field="destination"
          label={t('form.destination')}
          value={props.destination}
          fallbackCode={props.destinationCode}
          initialText={typed('destination')}
          onChange={props.onDestination}
        />
      </div>
      <div className="search-form__details">
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
          className="cabin-field"
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
  );
}
