// POST creditcard/authorize (spec 2 section 7): a card authorization token, asked for when a CREDIT_CARD user
// opens a search form or a results table; the payment windows use it. Failures are only logged.
import { useEffect } from 'react';
import { apiPost } from '#src/lib/api.ts';
import { useCurrentUser } from '#src/lib/current-user.ts';

export const authorizeCard = () => apiPost<{ token: string }>('creditcard/authorize', {});

/** Asks for a token once when the screen opens, for CREDIT_CARD users only. */
export function useCardTokenOnOpen(onToken: (token: string) => void): void {
  const creditCard = useCurrentUser()?.paymentMethod === 'CREDIT_CARD';
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per opened screen
  useEffect(() => {
    if (!creditCard) return;
    let live = true;
    authorizeCard()
      .then(({ token }) => live && onToken(token))
      .catch((err) => console.warn('card authorization failed', err));
    return () => {
      live = false;
    };
  }, [creditCard]);
}
