import { serverReadConfig } from '../lib/runtime-config.server.ts';
import { anon } from './reads/read.server.ts';

/** What a confirmation or unsubscribe link turned out to be; 'failed' when the database did not answer. */
export type ConfirmOutcome = 'confirmed' | 'expired' | 'invalid' | 'failed';
export type UnsubscribeOutcome = 'cancelled' | 'invalid' | 'failed';

/** A link token is 64 hex characters; anything else is not worth a database call. */
const looksLikeToken = (token: string | null): token is string => !!token && /^[0-9a-f]{64}$/i.test(token);

const asOutcome = (value: unknown): ConfirmOutcome =>
  value === 'confirmed' || value === 'expired' ? value : 'invalid';

/**
 * Follows the link through the sign-up function, which also sends the welcome when this is the
 * confirmation; if the function cannot be reached, the database confirms alone (no welcome then).
 */
export async function confirmSubscription(token: string | null): Promise<ConfirmOutcome> {
  if (!looksLikeToken(token)) return 'invalid';
  try {
    const { url, anonKey } = serverReadConfig();
    const response = await fetch(`${url.replace(/\/$/, '')}/functions/v1/newsletter-subscribe`, {
      method: 'POST',
      headers: { apikey: anonKey, Authorization: `Bearer ${anonKey}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ action: 'confirm', token }),
    });
    if (response.ok) return asOutcome(((await response.json()) as { outcome?: unknown }).outcome);
    console.error(`Newsletter confirmation through the function answered ${response.status}`);
  } catch (err) {
    console.error(
      `Newsletter confirmation through the function failed: ${err instanceof Error ? err.message : String(err)}`,
    );
  }
  try {
    const { data, error } = await anon().rpc('confirm_newsletter', { _token: token });
    if (error) throw new Error(error.message);
    return asOutcome(data);
  } catch (err) {
    console.error(`Newsletter confirmation failed: ${err instanceof Error ? err.message : String(err)}`);
    return 'failed';
  }
}

export async function unsubscribe(token: string | null): Promise<UnsubscribeOutcome> {
  if (!looksLikeToken(token)) return 'invalid';
  try {
    const { data, error } = await anon().rpc('unsubscribe_mail', { _token: token });
    if (error) throw new Error(error.message);
    return data === 'cancelled' ? 'cancelled' : 'invalid';
  } catch (err) {
    console.error(`Unsubscribe failed: ${err instanceof Error ? err.message : String(err)}`);
    return 'failed';
  }
}
