import { createContext, type ReactNode, useContext } from 'react';

const NonceContext = createContext<string | undefined>(undefined);

/** Hands the request's CSP nonce from entry.server to the scripts root.tsx renders. */
export function NonceProvider({ nonce, children }: { nonce: string; children: ReactNode }) {
  return <NonceContext.Provider value={nonce}>{children}</NonceContext.Provider>;
}

/** The nonce on the server; undefined in the browser, where scripts are already running. */
export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
