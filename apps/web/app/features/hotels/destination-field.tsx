import { useEffect, useId, useState } from 'react';
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

  useEffect(() => {
    const term = value.trim();
    if (term.length < MIN_CITY_TERM_LENGTH || suggestions.includes(term)) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      suggestCities(api, term, locale, controller.signal)
        .then(setSuggestions)
        .catch(() => {
          // no suggestions: the server still resolves what is typed
        });
    }, TYPING_PAUSE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [api, locale, value, suggestions]);

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
