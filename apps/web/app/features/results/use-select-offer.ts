import type {
  OfferResponseSchema,
  ValidateOfferResponse,
  ValidateOfferResponseSchema,
} from '@travel/contract/flights';
import { useState } from 'react';
import { whenAgentIdReady } from '../../lib/agent-id';
import { isApiError, unchecked } from '../../lib/api-client';
import { type Locale, pickLocalized } from '../../lib/locale';
import { useApiClient } from '../../lib/use-api-client';
import { useLocale } from '../../lib/use-locale';
import { useResultsStore } from './results.store';

export type SelectState =
  | { status: 'idle' }
  | { status: 'checking'; offerId: string }
  | { status: 'price-changed'; offerId: string; pricing: ValidateOfferResponse }
  | { status: 'failed'; offerId: string; message: string | null };

/** Metadata name sent with every pricing request from the web site (spec §3 "selected offer"). */
export const WEB_META_NAME = 'web';

function failureMessage(error: unknown, locale: Locale): string | null {
  return isApiError(error) && error.titles ? pickLocalized(error.titles, locale) : null;
}

/**
 * Spec §4 selection: fetch the offer, price it again with the API (validate), show a changed price
 * before going on, then hand the priced offer to `onPriced`.
 */
export function useSelectOffer({
  currencyCode,
  onPriced,
}: {
  currencyCode: string;
  onPriced: (offerId: string, pricing: ValidateOfferResponse) => void;
}) {
  const api = useApiClient();
  const locale = useLocale();
  const [state, setState] = useState<SelectState>({ status: 'idle' });

  async function select(offerId: string) {
    setState({ status: 'checking', offerId });
    useResultsStore.getState().selectOffer(offerId);
    const searchRequestId = useResultsStore.getState().last?.searchRequestId;
    if (searchRequestId) {
      // Analytics only: a search with an owner takes changes from its owner alone.
      whenAgentIdReady(api)
        .then((agentId) =>
          api.patch(`/api/search_requests/${searchRequestId}`, {
            json: { agentId, selectedOfferId: offerId },
          }),
        )
        .catch(() => {});
    }
    try {
      // Unchecked: the results page ships no zod, and the API checked both answers against these schemas.
      const { data: flightOffer } = await api.get(`/air/flightOffer/${encodeURIComponent(offerId)}`, {
        query: { currencyCode },
        schema: unchecked<typeof OfferResponseSchema>(),
      });
      const pricing = await api.post('/air/flight-offer/validate', {
        json: { type: 'flight-offers-pricing', flightOffer, metaName: WEB_META_NAME },
        schema: unchecked<typeof ValidateOfferResponseSchema>(),
      });
      if (pricing.meta.priceChanged) {
        setState({ status: 'price-changed', offerId, pricing });
        return;
      }
      setState({ status: 'idle' });
      onPriced(offerId, pricing);
    } catch (error) {
      setState({ status: 'failed', offerId, message: failureMessage(error, locale) });
    }
  }

  return {
    state,
    select,
    /** Goes on with the new price the visitor saw. */
    acceptNewPrice: () => {
      if (state.status !== 'price-changed') return;
      setState({ status: 'idle' });
      onPriced(state.offerId, state.pricing);
    },
    dismiss: () => setState({ status: 'idle' }),
  };
}
