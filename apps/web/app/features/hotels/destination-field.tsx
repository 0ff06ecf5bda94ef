import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiClient } from '../../lib/use-api-client';
import { useLocale } from '../../lib/use-locale';
import { InputField } from '../../ui/form-field';
import { MIN_CITY_TERM_LENGTH, suggestCities } from './city-suggestions';

/** Autocomplete debounce: one request per pause in typing. */
const TYPING_PAUSE_MS = 200;

type DestinationFieldProps = {
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
};

/**
 * The destination city: a plain text field the server resolves (it works without script), with the
 * browser's own suggestion list (a datalist, announced as a combobox) filled from the city search as
 * the visitor types.
 */
export function DestinationField({ value, onChange, error }: DestinationFieldProps) {
  const { t } = useTranslation('search');
  const api = useApiClient();
  const locale = useLocale();
  const listId = useId();
  const [suggestions, setSuggestions] = useState<string[]>([]);
  // What was last asked and what the list holds, out of the effect's dependencies: a new list must
  // not start another request (that looped, ~5 requests a second for as long as the page was open).
  const asked = useRef<string | null>(null);
  const listed = useRef<string[]>([]);

  useEffect(() => {
    const term = value.trim();
    if (term.length < MIN_CITY_TERM_LENGTH || term === asked.current || listed.current.includes(term)) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      asked.current = term;
      suggestCities(api, term, locale, controller.signal)
        .then((cities) => {
          listed.current = cities;
          setSuggestions(cities);
        })
        .catch(() => {
          // no suggestions: the server still resolves what is typed
        });
    }, TYPING_PAUSE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [api, locale, value]);

  return (
    <>
      <InputField
        name="destination"
        label={t('hotelForm.destination')}
        hint={t('hotelForm.destinationHint')}
        placeholder={t('hotelForm.destinationPlaceholder')}
        value={value}
        onValueChange={onChange}
        error={error}
        list={listId}
        autoComplete="off"
        maxLength={120}
      />
      <datalist id={listId}>
        {suggestions.map((suggestion) => (
          <option key={suggestion} value={suggestion} />
        ))}
      </datalist>
    </>
  );
}
