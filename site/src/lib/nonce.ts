import { createContext, useContext } from 'react';

/**
 * The Content-Security-Policy nonce of the page being rendered on the server (entry.server.tsx), for
 * the document's own scripts and links. In the browser it is '': browsers hide a nonce from the page
 * (the attribute reads as empty), so hydration finds the same value the server's HTML now shows.
 */
export const NonceContext = createContext<string>('');

export const useNonce = (): string => useContext(NonceContext);
