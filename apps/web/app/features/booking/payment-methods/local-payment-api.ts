import { LocalPaymentStatusSchema } from '@travel/contract/payment';
import type { ApiClient } from '../../../lib/api-client';

/** A local payment's status for the awaiting-payment page (Pix, voucher, PSE): GET /payments/local/:cartId. */
export async function fetchLocalPayment(api: ApiClient, agentId: string, cartId: string) {
  return (
    await api.get(`/payments/local/${encodeURIComponent(cartId)}`, {
      query: { agentId },
      schema: LocalPaymentStatusSchema,
    })
  ).data;
}
