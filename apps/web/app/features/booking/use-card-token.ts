import type { TokenizeCardBody } from '@travel/contract/payment-sandbox';
import type { CardField } from '@travel/domain/cards';
import { useRef, useState } from 'react';
import { isApiError } from '../../lib/api-client';
import { useApiClient } from '../../lib/use-api-client';
import { tokenizeCard } from './booking-api';
import type { CardTokenFields } from './booking-form.schemas';
import { useDebouncedSync } from './use-debounced-sync';

const FIELD_OF: Record<string, CardField> = {
  cardNumber: 'number',
  cardExpiry: 'expiry',
  cardCvv: 'cvv',
  cardName: 'name',
};

/**
 * The card typed in the page, tokenized by the gateway straight from the browser (ARCHITECTURE §5)
 * a second after it is complete (spec §7). The card lives in memory only; what the trip summary's
 * form sends on is the token and what may be shown. `flush` tokenizes now (Pagar pressed early).
 */
export function useCardToken() {
  const api = useApiClient();
  const [card, setCardState] = useState<TokenizeCardBody | null>(null);
  const [errors, setErrors] = useState<Partial<Record<CardField, string>>>({});
  const token = useRef<CardTokenFields | null>(null);
  const [ready, setReady] = useState<CardTokenFields | null>(null);
  const cardRef = useRef(card);
  cardRef.current = card;
  const key = card ? `${card.cardNumber}:${card.cardExpiry}:${card.cardCvv}:${card.cardName}` : null;
  const sync = useDebouncedSync(key, 1000, async () => {
    const current = cardRef.current;
    if (!current) return;
    try {
      const answer = await tokenizeCard(api, current);
      // A card changed meanwhile has its own token to wait for.
      if (cardRef.current !== current) return;
      token.current = { ...answer, name: current.cardName };
      setReady(token.current);
      setErrors({});
    } catch (error) {
      const byField: Partial<Record<CardField, string>> = {};
      if (isApiError(error)) {
        for (const e of error.fieldErrors) {
          const field = FIELD_OF[e.path.split('.').pop() ?? ''];
          if (field) byField[field] = e.message;
        }
      }
      setErrors(byField);
      throw error;
    }
  });
  return {
    /** The complete, valid card; null while it is not. */
    card,
    setCard(next: TokenizeCardBody | null) {
      token.current = null;
      setReady(null);
      setCardState(next);
      setErrors({});
    },
    /** The token of the current card once the gateway gave it (what may be shown of the card). */
    ready,
    /** Errors the tokenizer answered, by field. */
    errors,
    status: sync.status,
    /** Tokenizes the current card if it is not yet, and answers its token. */
    async flush(): Promise<CardTokenFields> {
      await sync.flush();
      if (!token.current) throw new Error('No card to tokenize');
      return token.current;
    },
  };
}
