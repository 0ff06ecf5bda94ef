import { useState } from 'react';
import { useFetcher } from 'react-router';
import { type BookingFormSection, getValidSections } from './booking-form-fields';
import { useDebouncedSync } from './use-debounced-sync';

/** Spec §7 delays before a section reaches the session: customer 5 s, passengers 7 s, billing 1 s. */
const DELAYS_MS: Record<BookingFormSection, number> = { contact: 5_000, travellers: 7_000, billing: 1_000 };
const PREFIXES: Record<BookingFormSection, string> = {
  contact: 'contact.',
  travellers: 'travellers[',
  billing: 'billing.',
};

type Keys = Record<BookingFormSection, string | null>;
const NONE: Keys = { contact: null, travellers: null, billing: null };

/** A section's values as one string: what changed since the last save. */
function sectionKey(formData: FormData, section: BookingFormSection): string {
  return JSON.stringify(
    [...formData.entries()]
      .filter(([name]) => name.startsWith(PREFIXES[section]))
      .map(([n, v]) => [n, String(v)]),
  );
}

/**
 * With script, what the traveller types reaches the session in the background, a section at a time
 * once it is valid (spec §5, §7), through the trip summary's own action (the web server calls the API),
 * so a reload or the trip back from the payment page finds it there. `onChange` is the form's change
 * handler; `errorsOf` validates the form as Conform does, or answers null while it cannot (the
 * page's checks are still loading): then nothing is saved yet.
 */
export function useBookingAutosave(
  getForm: () => HTMLFormElement | null,
  errorsOf: (formData: FormData) => Record<string, string[] | null> | undefined | null,
) {
  const [keys, setKeys] = useState<Keys>(NONE);
  const contact = useFetcher({ key: 'booking-save-contact' });
  const travellers = useFetcher({ key: 'booking-save-travellers' });
  const billing = useFetcher({ key: 'booking-save-billing' });
  const fetchers = { contact, travellers, billing };

  const save = (section: BookingFormSection) => async () => {
    const form = getForm();
    if (!form) return;
    const formData = new FormData(form);
    formData.set('intent', 'save');
    formData.set('section', section);
    await fetchers[section].submit(formData, {
      method: 'post',
      action: form.getAttribute('action') ?? undefined,
    });
  };
  useDebouncedSync(keys.contact, DELAYS_MS.contact, save('contact'));
  useDebouncedSync(keys.travellers, DELAYS_MS.travellers, save('travellers'));
  useDebouncedSync(keys.billing, DELAYS_MS.billing, save('billing'));

  return {
    onChange() {
      const form = getForm();
      if (!form) return;
      const formData = new FormData(form);
      const errors = errorsOf(formData);
      if (errors === null) return;
      const valid = getValidSections(errors);
      setKeys({
        contact: valid.has('contact') ? sectionKey(formData, 'contact') : null,
        travellers: valid.has('travellers') ? sectionKey(formData, 'travellers') : null,
        billing: valid.has('billing') ? sectionKey(formData, 'billing') : null,
      });
    },
  };
}
