// The search area's one way to run a search (spec 2 section 4), shared by the forms, the detail-pane links, the
// history re-run and the deep links: post the criteria, keep balance, history and lockout, then open the payment
// windows, go to the results route, or say 'No Records Found.'. It also holds the area's alert, the card token
// and the payment hook point.
import { searchMessages } from '@portal/shared/search/messages';
import { resultsRoutes } from '@portal/shared/search/result-kinds';
import type { PaymentOutcome } from '@portal/shared/search/results';
import { type SearchType, searchTypes } from '@portal/shared/search/search-types';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { AlertWindow } from '#src/components/alert-window.tsx';
import { LoadingOverlay } from '#src/components/loading-overlay.tsx';
import i18n from '#src/i18n/index.ts';
import { ApiError } from '#src/lib/api.ts';
import { useCountyToday } from '#src/lib/county-config.ts';
import type { FieldErrors } from '#src/lib/form.ts';
import { postSearch } from './api/post-search.ts';
import { type PaymentRequest, paymentWindowOf, SearchPaymentWindows } from './components/search-payment-windows.tsx';
import { applySearchAnswer } from './search-history.ts';
import { type Criteria, storeCriteria, storeShownSearch, textValues } from './search-state.ts';

export type SearchOutcome =
  | { kind: 'results' }
  | { kind: 'noRecords'; message: string }
  | { kind: 'payment' }
  | { kind: 'invalid'; errors: FieldErrors }
  | { kind: 'failed' };

interface SearchSession {
  /** runs a search; records go to the results route */
  runSearch: (type: SearchType, criteria: Criteria) => Promise<SearchOutcome>;
  /** a search started outside its form: its criteria fill the form, and no records open the form with the message */
  runLinkSearch: (type: SearchType, criteria: Criteria) => Promise<SearchOutcome>;
  /** the payment windows for a priced answer; false when none is needed */
  askPayment: (outcome: Partial<PaymentOutcome>, item: string, resend: () => void) => boolean;
  showAlert: (message: string) => void;
  setCardToken: (token: string) => void;
}

const SearchSessionContext = createContext<SearchSession | null>(null);

export function useSearchSession(): SearchSession {
  const session = useContext(SearchSessionContext);
  if (!session) throw new Error('useSearchSession needs SearchSessionProvider');
  return session;
}

/**
 * 401/403 are the API client's (it goes to /login); a 403's message is alerted on the way (spec 2 section 8), in
 * the browser's own box, since the search area and its alert window close. 400 with field messages belongs on the
 * form.
 */
function failureOf(err: unknown, showAlert: (m: string) => void): SearchOutcome {
  if (err instanceof ApiError && (err.status === 401 || err.status === 403)) {
    if (err.status === 403) window.alert(i18n.t(err.message));
    return { kind: 'failed' };
  }
  if (err instanceof ApiError && err.status === 400 && Object.keys(err.errors).length) {
    return { kind: 'invalid', errors: err.errors };
  }
  showAlert(err instanceof Error ? err.message : String(err));
  return { kind: 'failed' };
}

export function SearchSessionProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [alert, setAlert] = useState<string | null>(null);
  const [payment, setPayment] = useState<PaymentRequest | null>(null);
  const [linkBusy, setLinkBusy] = useState(false);
  const cardToken = useRef<string | null>(null);
  const today = useCountyToday();

  const askPayment = useCallback((outcome: Partial<PaymentOutcome>, item: string, resend: () => void) => {
    const window = paymentWindowOf(outcome);
    setPayment(window ? { window, item, resend, cardToken: cardToken.current } : null);
    return !!window;
  }, []);

  const runSearch = useCallback(
    async function run(type: SearchType, criteria: Criteria): Promise<SearchOutcome> {
      try {
        const { content, message, lockout } = await postSearch(type, criteria);
        if (!content) return { kind: 'noRecords', message: message ?? searchMessages.noRecords };
        applySearchAnswer(content, lockout);
        if (askPayment(content, type, () => void run(type, criteria))) return { kind: 'payment' };
        const results = content.searchResults;
        if (results.totalRecordCount > 0) {
          storeShownSearch({ type, criteria, results });
          const kind = results.resultKind ?? searchTypes[type].resultKind;
          navigate(results.resultsRoute || resultsRoutes[kind]);
          return { kind: 'results' };
        }
        return { kind: 'noRecords', message: message || searchMessages.noRecords };
      } catch (err) {
        setPayment(null);
        return failureOf(err, setAlert);
      }
    },
    [askPayment, navigate],
  );

  const runLinkSearch = useCallback(
    async (type: SearchType, criteria: Criteria) => {
      const values = textValues({ ...searchTypes[type].defaults(today), ...criteria });
      storeCriteria(type, values);
      setLinkBusy(true);
      const outcome = await runSearch(type, values);
      setLinkBusy(false);
      if (outcome.kind === 'noRecords') navigate(`/search/${type}`, { state: { message: outcome.message } });
      if (outcome.kind === 'invalid') navigate(`/search/${type}`);
      return outcome;
    },
    [navigate, runSearch, today],
  );

  const session = useMemo<SearchSession>(
    () => ({
      runSearch,
      runLinkSearch,
      askPayment,
      showAlert: setAlert,
      setCardToken: (token) => {
        cardToken.current = token;
      },
    }),
    [runSearch, runLinkSearch, askPayment],
  );

  return (
    <SearchSessionContext.Provider value={session}>
      {children}
      {linkBusy && <LoadingOverlay />}
      {payment && <SearchPaymentWindows request={payment} onClose={() => setPayment(null)} />}
      {alert && <AlertWindow type="WARNING" message={t(alert)} onClose={() => setAlert(null)} />}
    </SearchSessionContext.Provider>
  );
}
