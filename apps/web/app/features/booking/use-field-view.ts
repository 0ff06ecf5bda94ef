import type { SubmissionResult } from '@conform-to/react';
import { PHONE_MESSAGES } from '@travel/domain/phone';
import { useLocale } from '../../lib/use-locale';
import type { FieldView } from './booking-field-view';
import type { FormErrorKey } from './booking-form-errors';
import { useBookingTranslation } from './use-booking-translation';

/** A Conform field as the trip summary's sections read it. */
type ConformField = { name: string; initialValue?: unknown; errors?: string[] };

/**
 * Turns the trip summary's Conform fields into `FieldView`s, the same for every product: the error as
 * text in the visitor's language, and the focus on the first field in error (in the form's order)
 * after a refused Pagar without script.
 */
export function useFieldView(
  lastResult: SubmissionResult<string[]> | undefined,
  fieldNamesInOrder: readonly string[],
): (field: ConformField) => FieldView {
  const { t } = useBookingTranslation();
  const locale = useLocale();
  const firstInvalid =
    lastResult?.status === 'error'
      ? fieldNamesInOrder.find((name) => lastResult.error?.[name]?.length)
      : undefined;
  const errorText = (key: string) =>
    key === 'phone' ? PHONE_MESSAGES.contactNumberRequired[locale] : t(`errors.${key as FormErrorKey}`);
  return (field) => {
    const first = field.errors?.[0];
    return {
      name: field.name,
      defaultValue: typeof field.initialValue === 'string' ? field.initialValue : '',
      error: first ? errorText(first) : null,
      autoFocus: field.name === firstInvalid,
    };
  };
}
