import { createContext, useContext } from 'react';

/**
 * The nonce of the page the browser is hydrating: browsers hide it from the attribute (it reads as
 * empty) but keep it on the element's `nonce` property, which is what hydration compares.
 */
function documentNonce(): string {
  if (typeof document === 'undefined') return '';
  return document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce ?? '';
}

/**
 * The Content-Security-Policy nonce of the page: set by the server's render (entry.server.tsx), read
 * back from the document in the browser so the document's own scripts and links hydrate unchanged.
 */
export const NonceContext = createContext<string>(documentNonce());

export const useNonce = (): string => useContext(NonceContext);
