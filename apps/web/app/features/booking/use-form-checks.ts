import { parse } from '@conform-to/react';
import { useCallback, useRef } from 'react';
import { useLoadOnFirstUse } from '../../lib/use-load-on-first-use';

export type FormChecks = typeof import('./booking-form-checks') & {
  isLocalMethodChosen: typeof import('./payment-methods/payment-choice').isLocalMethodChosen;
};

const loadFormChecks = (): Promise<FormChecks> =>
  Promise.all([import('./booking-form-checks'), import('./payment-methods/payment-choice')]).then(
    ([form, payment]) => ({ ...form, isLocalMethodChosen: payment.isLocalMethodChosen }),
  );

/** The field Conform was asked to check (a `validate` intent), if that is what the form data carries. */
function readValidatedField(formData: FormData): string | null {
  const intent = formData.get('__intent__');
  if (typeof intent !== 'string') return null;
  try {
    const parsed = JSON.parse(intent) as { type?: string; payload?: { name?: unknown } };
    return parsed.type === 'validate' && typeof parsed.payload?.name === 'string'
      ? parsed.payload.name
      : null;
  } catch {
    return null;
  }
}

/**
 * The trip summary's browser checks (zod, the phone numbers' metadata: some 70 KB compressed), loaded
 * on the visitor's first touch, click, key or focus in the page: a page that is only looked at never
 * downloads them. `checks` is null until then (and if the download fails: the form still posts, and
 * the server checks it as it does without script).
 *
 * Meanwhile `pending` gives Conform a submission with no verdict, so no field shows as wrong and
 * nothing is refused; the fields it was asked to check are given back by `takeWaiting` once the
 * checks are there, for the page to check them then.
 */
export function useFormChecks() {
  const checks = useLoadOnFirstUse(loadFormChecks);
  const waiting = useRef(new Set<string>());
  const pending = useCallback((formData: FormData) => {
    const field = readValidatedField(formData);
    if (field) waiting.current.add(field);
    return parse<Record<string, unknown>, string[]>(formData, { resolve: () => ({ error: null }) });
  }, []);
  const takeWaiting = useCallback(() => {
    const fields = [...waiting.current];
    waiting.current.clear();
    return fields;
  }, []);
  return { checks, pending, takeWaiting };
}

/**
 * Whether a submit event is Pagar (the form's pay buttons, or Enter in a field) rather than one of
 * Conform's own submits (validating a field as the visitor leaves it).
 */
export function isPaySubmit(event: { nativeEvent: Event }): boolean {
  const submitter = (event.nativeEvent as SubmitEvent).submitter;
  return (
    !submitter || (submitter.getAttribute('name') === 'intent' && submitter.getAttribute('value') === 'pay')
  );
}
