import { useEffect, useId, useRef, useState } from 'react';
import { ComboBox, Input, Label, ListBox, ListBoxItem, Popover, Text } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { joinClassNames } from '../../lib/class-names';
import { useApiClient } from '../../lib/use-api-client';
import { useLocale } from '../../lib/use-locale';
import fieldStyles from '../../ui/field.module.css';
import listboxStyles from '../../ui/listbox.module.css';
import popoverStyles from '../../ui/popover.module.css';
import {
  AIRPORT_TEXT_MAX_LENGTH,
  type AirportOption,
  MIN_AIRPORT_TERM_LENGTH,
  searchAirports,
} from './airport-options';
import { type AirportField, setTypedText } from './widget-intent';

type AirportComboboxProps = {
  label: string;
  value: AirportOption | null;
  /** The code of an airport set without a label (e.g. read from a results URL). */
  fallbackCode: string | null;
  onChange: (airport: AirportOption | null) => void;
  field: AirportField;
  /** Text typed into the placeholder before the widget loaded. */
  initialText?: string;
  /** The ids of the messages naming what is wrong with the field (space-separated): invalid while any. */
  errorIds?: string;
};

/** Autocomplete debounce: one request per pause in typing. */
const TYPING_PAUSE_MS = 200;

/**
 * An airport combobox (React Aria: keyboard, screen-reader announcements, listbox popover) fed by
 * GET /search/airports as the visitor types.
 */
export function AirportCombobox({
  label,
  value,
  fallbackCode,
  onChange,
  field,
  initialText,
  errorIds = '',
}: AirportComboboxProps) {
  const { t } = useTranslation('search');
  const api = useApiClient();
  const locale = useLocale();
  const statusId = useId();
  const shown = value?.label ?? fallbackCode ?? '';
  const [inputValue, setInputValue] = useState(initialText ?? shown);
  const [items, setItems] = useState<AirportOption[]>(value ? [value] : []);
  const [loading, setLoading] = useState(false);
  // The airport search did not answer (down, or too many requests): not the same as no airport.
  const [failed, setFailed] = useState(false);
  const lastShown = useRef(shown);

  // The store changed underneath (restored form, swap, nearby airport): show its value.
  useEffect(() => {
    if (lastShown.current === shown) return;
    lastShown.current = shown;
    setInputValue(shown);
    if (value) setItems([value]);
  }, [shown, value]);

  useEffect(() => {
    const term = inputValue.trim();
    if (term === value?.label || term.length < MIN_AIRPORT_TERM_LENGTH) {
      setLoading(false);
      return;
    }
    const controller = new AbortController();
    setLoading(true);
    setFailed(false);
    const timer = setTimeout(() => {
      searchAirports(api, term, locale, controller.signal)
        .then((options) => {
          setItems(options);
          setLoading(false);
        })
        .catch(() => {
          if (!controller.signal.aborted) {
            setItems([]);
            setFailed(true);
            setLoading(false);
          }
        });
    }, TYPING_PAUSE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [inputValue, value?.label, api, locale]);

  const term = inputValue.trim();
  let status = '';
  if (term !== value?.label && term !== '') {
    if (term.length < MIN_AIRPORT_TERM_LENGTH) status = t('form.typeMore');
    else if (loading) status = t('form.airportsLoading');
    else if (failed) status = t('form.airportsFailed');
    else if (items.length === 0) status = t('form.noAirports', { term });
  }

  return (
    <ComboBox
      className={joinClassNames(fieldStyles.field, errorIds !== '' && fieldStyles.invalid)}
      data-field={field}
      items={items}
      inputValue={inputValue}
      onInputChange={(text) => {
        setInputValue(text);
        setTypedText(field, text);
      }}
      selectedKey={value?.code ?? null}
      onSelectionChange={(key) => {
        const airport = items.find((item) => item.code === key) ?? null;
        if (airport) {
          lastShown.current = airport.label;
          setInputValue(airport.label);
        }
        if (airport || key === null) onChange(airport);
      }}
      menuTrigger="input"
      allowsEmptyCollection
      allowsCustomValue
      // The form names the problems in its own list: the field only says it is invalid, and points there.
      isInvalid={errorIds !== ''}
      validationBehavior="aria"
      aria-describedby={[status && statusId, errorIds].filter(Boolean).join(' ') || undefined}
    >
      <Label className={fieldStyles.label}>{label}</Label>
      <Input
        className={fieldStyles.control}
        placeholder={t('form.airportPlaceholder')}
        name={field}
        maxLength={AIRPORT_TEXT_MAX_LENGTH}
      />
      <span id={statusId} className={fieldStyles.status} aria-live="polite">
        {status}
      </span>
      <Popover className={popoverStyles.popover} placement="bottom start" offset={4}>
        <ListBox<AirportOption>
          className={listboxStyles.listbox}
          renderEmptyState={() => <p className={listboxStyles.empty}>{status}</p>}
        >
          {(item) => (
            <ListBoxItem id={item.code} textValue={item.label} className={listboxStyles.item}>
              <Text slot="label">{item.label}</Text>
              <Text slot="description" className={listboxStyles.description}>
                {item.description}
              </Text>
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}
