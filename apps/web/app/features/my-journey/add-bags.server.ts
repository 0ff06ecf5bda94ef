import {
  type BagAdditionItem,
  type BookingBags,
  BookingBagsResponseSchema,
  SetBagAdditionOrderResponseSchema,
} from '@travel/contract/bag-additions';
import type { SessionTotals } from '@travel/contract/booking-session';
import { PaymentDirectionResponseSchema } from '@travel/contract/payment';
import { data, redirect } from 'react-router';
import { z } from 'zod';
import { type ApiClient, isApiError } from '../../lib/api-client';
import { getServerApiClient } from '../../lib/api-client.server';
import { getWebEnv } from '../../lib/env.server';
import { getRequestLocale, type Locale, type LocalizedText, pickLocalized } from '../../lib/locale';
import { isAllowedExternalNavigation } from '../../lib/safe-url';
import { createVisitorApi } from '../../lib/visitor-api.server';
import { bagFieldName } from './bag-fields';
import { readBagsOwnerCookie, serializeBagsOwnerCookie } from './bags-owner-cookie.server';

/** The owner's proof every step carries in hidden fields, as My Journey's forms do (never in a URL). */
const OwnerSchema = z.object({
  referenceId: z.string().trim().min(1).max(20),
  email: z.string().trim().min(3).max(254),
});
export type BagsOwner = z.infer<typeof OwnerSchema>;

/** Quantities as chosen, by field name (absent = 0). */
export type ChosenBags = Record<string, number>;

/** What went wrong on the last step: the API's own words, no bag chosen, or an unexplained failure. */
export type AddBagsError = { title: string } | 'chooseOne' | 'failed';

/** The hosted payment came back refused or cancelled: nothing was charged, the traveller may pay again. */
export type BagsPaymentFailure = 'declined' | 'cancelled';
const PAYMENT_FAILURES: readonly BagsPaymentFailure[] = ['declined', 'cancelled'];

export type AddBagsData =
  /** Opened without the owner's proof (a bookmark): the lookup fields, the reference filled in. */
  | {
      step: 'owner';
      referenceId: string;
      error: AddBagsError | null;
      payment?: BagsPaymentFailure | null;
    }
  /** The bags per traveller and direction, with the booking's bags and the price of one. */
  | {
      step: 'choose';
      owner: BagsOwner;
      bags: BookingBags;
      chosen: ChosenBags;
      error: AddBagsError | null;
      payment?: BagsPaymentFailure | null;
    }
  /** The cart as the server priced it, to pay or change. */
  | { step: 'review'; owner: BagsOwner; bags: BookingBags; chosen: ChosenBags; totals: SessionTotals };

const INTENTS = ['choose', 'review', 'pay'] as const;

/** The quantities of the booking's own travellers and directions, from a form or the owner's cookie. */
function readChosen(
  quantityOf: (name: string) => unknown,
  bags: BookingBags,
): { chosen: ChosenBags; items: BagAdditionItem[] } {
  const chosen: ChosenBags = {};
  const items: BagAdditionItem[] = [];
  for (const traveller of bags.travellers) {
    for (const direction of bags.directions) {
      const name = bagFieldName(traveller.travelerId, direction.journeyType);
      const quantity = Number(quantityOf(name) ?? 0);
      if (!Number.isInteger(quantity) || quantity <= 0) continue;
      chosen[name] = quantity;
      items.push({ travelerId: traveller.travelerId, journeyType: direction.journeyType, quantity });
    }
  }
  return { chosen, items };
}

/** The API's title for a refusal, in the page's language, or 'failed' for a failure it did not explain. */
function problemOf(error: unknown, locale: ReturnType<typeof getRequestLocale>): AddBagsError {
  if (!isApiError(error)) throw error;
  const titles: LocalizedText | null = error.titles;
  return titles ? { title: pickLocalized(titles, locale) } : 'failed';
}

async function fetchBags(api: ApiClient, owner: BagsOwner): Promise<BookingBags> {
  return (await api.post('/user/booking/bags', { json: owner, schema: BookingBagsResponseSchema })).data;
}

/**
 * GET: the page opened by a link (My Journey's e-mail link carries the reference only), or the way
 * back from a refused or cancelled payment (`?reference=&payment=`, where the payment return sends
 * a bag addition's cart): then the proof the traveller gave before paying (their cookie, for this
 * reference only) shows the bags again as chosen, with what happened. Without it, the proof is asked.
 * `payment` only picks the message: the API checks the proof and prices every new try.
 */
export async function loadAddBags(request: Request) {
  const url = new URL(request.url);
  const locale = getRequestLocale(request);
  const referenceId = url.searchParams.get('reference')?.slice(0, 20) ?? '';
  const payment = PAYMENT_FAILURES.find((failure) => failure === url.searchParams.get('payment')) ?? null;
  const saved = payment ? readBagsOwnerCookie(request) : null;
  const owner = { step: 'owner', referenceId, error: null, payment } as const;
  if (!saved || !referenceId || saved.referenceId.toUpperCase() !== referenceId.toUpperCase()) {
    return data<AddBagsData>(owner);
  }
  const proof = { referenceId: saved.referenceId, email: saved.email };
  try {
    const bags = await fetchBags(getServerApiClient(request), proof);
    const { chosen } = readChosen((name) => saved.chosen[name], bags);
    return data<AddBagsData>({ step: 'choose', owner: proof, bags, chosen, error: null, payment });
  } catch (error) {
    return data<AddBagsData>({ ...owner, error: problemOf(error, locale) });
  }
}

/** The owner's proof and the bags being paid, kept for the way back from the hosted page. */
function rememberOwner(
  headers: Headers,
  request: Request,
  locale: Locale,
  owner: BagsOwner,
  chosen: ChosenBags,
) {
  headers.append('set-cookie', serializeBagsOwnerCookie({ ...owner, chosen }, request, locale));
}

/**
 * POST: `choose` shows the bags for the booking the owner proved; `review` puts them in the
 * visitor's cart, priced by the server (the total to pay, all in); `pay` puts the same bags in the
 * cart again with the total the traveller saw (the server refuses any other) and opens the gateway's
 * hosted page. Every answer is the page again with what went wrong, except the gateway's redirect.
 */
export async function addBagsAction(request: Request) {
  const form = await request.formData();
  const locale = getRequestLocale(request);
  const intent = INTENTS.find((known) => known === form.get('intent')) ?? 'choose';
  const owner = OwnerSchema.safeParse({ referenceId: form.get('referenceId'), email: form.get('email') });
  if (!owner.success) {
    return data<AddBagsData>({
      step: 'owner',
      referenceId: String(form.get('referenceId') ?? ''),
      error: null,
    });
  }
  const visitor = createVisitorApi(request);
  const { headers } = visitor;
  let bags: BookingBags;
  try {
    bags = await fetchBags(getServerApiClient(request), owner.data);
  } catch (error) {
    return data<AddBagsData>({
      step: 'owner',
      referenceId: owner.data.referenceId,
      error: problemOf(error, locale),
    });
  }
  const { chosen, items } = readChosen((name) => form.get(name), bags);
  const choose = (error: AddBagsError | null) =>
    data<AddBagsData>({ step: 'choose', owner: owner.data, bags, chosen, error }, { headers });
  if (intent === 'choose') return choose(null);
  if (items.length === 0) return choose('chooseOne');

  // Paying names the total the traveller saw: the server refuses any other (AMOUNT_MISMATCH).
  const expected =
    intent === 'pay'
      ? { amount: Number(form.get('expectedAmount')), currency: String(form.get('expectedCurrency') ?? '') }
      : null;
  if (expected && !Number.isInteger(expected.amount)) return choose('failed');
  try {
    return await visitor.withAgentId(async (agentId) => {
      const cart = (
        await visitor.api.post('/user/session/set/bag-addition-order', {
          json: {
            agentId,
            ...owner.data,
            bags: items,
            locale,
            ...(expected ? { expectedTotal: expected } : {}),
          },
          schema: SetBagAdditionOrderResponseSchema,
        })
      ).data;
      if (intent === 'review') {
        return data<AddBagsData>(
          { step: 'review', owner: owner.data, bags, chosen, totals: cart.totals },
          { headers },
        );
      }
      const direction = (
        await visitor.api.post('/user/session/payment-direction', {
          json: {
            agentId,
            flightOfferId: cart.flightOfferId,
            worldpayTransactionData: {},
            paymentMethod: 'card',
          },
          schema: PaymentDirectionResponseSchema,
        })
      ).data;
      if (!isAllowedExternalNavigation(direction.worldpayTransactionUrl, [getWebEnv().apiPublicUrl])) {
        throw new Error('The payment page is not on the gateway origin');
      }
      rememberOwner(headers, request, locale, owner.data, chosen);
      throw redirect(direction.worldpayTransactionUrl, { headers });
    });
  } catch (error) {
    if (error instanceof Response) throw error;
    return choose(problemOf(error, locale));
  }
}
