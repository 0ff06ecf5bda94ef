import { data } from 'react-router';
import { isApiError } from '../../../lib/api-client';
import { getRequestLocale } from '../../../lib/locale';
import { createVisitorApi } from '../../../lib/visitor-api.server';
import { fetchLocalPayment } from './local-payment-api';

/**
 * The awaiting-payment page's loader (issue 17): the API's view of a local payment (it reconciles
 * with the gateway on read, so an overdue one reads expired). Another visitor's cart is a 404.
 */
export async function loadAwaitingPayment(request: Request, cartId: string) {
  const locale = getRequestLocale(request);
  const visitor = createVisitorApi(request);
  try {
    const payment = await visitor.withAgentId((agentId) => fetchLocalPayment(visitor.api, agentId, cartId));
    const headers = new Headers(visitor.headers);
    headers.set('cache-control', 'no-store');
    return data({ payment, locale }, { headers });
  } catch (error) {
    if (isApiError(error) && (error.status === 404 || error.status === 400)) {
      throw data(null, { status: 404, headers: visitor.headers });
    }
    throw error;
  }
}
export type AwaitingPaymentData = Awaited<ReturnType<typeof loadAwaitingPayment>>['data'];
