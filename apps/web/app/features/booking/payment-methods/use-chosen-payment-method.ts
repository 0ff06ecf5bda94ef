import { PAYMENT_METHOD_IDS, type PaymentMethodId } from '@travel/domain/payment-methods';
import { useEffect, useState } from 'react';

const CHOSEN = 'input[type="radio"][name="paymentMethod"]:checked';
const isMethod = (value: string | undefined): value is PaymentMethodId =>
  (PAYMENT_METHOD_IDS as readonly string[]).includes(value ?? '');

/**
 * The method radio checked in the payment section, once the script runs; null before (the page's CSS
 * does the same job then) and when there is no choice to make. The radios are plain fields of the
 * booking form, so this reads the document and follows its change events rather than owning them.
 */
export function useChosenPaymentMethod(): PaymentMethodId | null {
  const [method, setMethod] = useState<PaymentMethodId | null>(null);
  useEffect(() => {
    const read = () => {
      const value = document.querySelector<HTMLInputElement>(CHOSEN)?.value;
      setMethod(isMethod(value) ? value : null);
    };
    read();
    document.addEventListener('change', read);
    return () => document.removeEventListener('change', read);
  }, []);
  return method;
}

/** A method that needs no card typed: Pix, a voucher or PSE. */
export const isLocalMethod = (method: PaymentMethodId | null) => method !== null && method !== 'card';
