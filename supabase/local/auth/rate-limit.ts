import type { FastifyRequest } from 'fastify';
import type { AuthRateLimits } from '../config.ts';
import { AuthError } from './errors.ts';

const ONE_MINUTE_MS = 60 * 1000;
const FIVE_MINUTES_MS = 5 * 60 * 1000;
const ONE_HOUR_MS = 60 * 60 * 1000;
/** Past this many keys, finished windows are swept so the map cannot grow without bound. */
const SWEEP_THRESHOLD = 10_000;

/** Counts hits per key in fixed windows: at most `limit` hits per key in each `windowMs`. */
export class FixedWindowLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(
    readonly limit: number,
    readonly windowMs: number,
  ) {}

  private current(key: string, now: number): { start: number; count: number } {
    const window = this.windows.get(key);
    if (window && now - window.start < this.windowMs) return window;
    if (this.windows.size >= SWEEP_THRESHOLD) this.sweep(now);
    const fresh = { start: now, count: 0 };
    this.windows.set(key, fresh);
    return fresh;
  }

  private sweep(now: number): void {
    for (const [key, window] of this.windows) {
      if (now - window.start >= this.windowMs) this.windows.delete(key);
    }
  }

  hasRoom(key: string, now = Date.now()): boolean {
    return this.current(key, now).count < this.limit;
  }

  /** Counts one hit; false (and nothing counted) when the key has used up its window. */
  take(key: string, now = Date.now()): boolean {
    const window = this.current(key, now);
    if (window.count >= this.limit) return false;
    window.count += 1;
    return true;
  }
}

const overRequestRateLimit = () =>
  new AuthError(429, 'over_request_rate_limit', 'Request rate limit reached');
const overEmailSendRateLimit = () =>
  new AuthError(429, 'over_email_send_rate_limit', 'email rate limit exceeded');

export type RequestLimit =
  'signInSignUps' | 'tokenRefresh' | 'tokenVerifications' | 'factorChallenge' | 'factorVerify';

/**
 * GoTrue's rate limits: requests per client IP per 5 minutes for sign-in/sign-up, token refresh and
 * verification, and per minute for MFA challenges and verifications (each on its own), answered 429
 * over_request_rate_limit; e-mails per hour overall and per address,
 * answered 429 over_email_send_rate_limit. Kept in memory, like GoTrue's own limiters.
 */
export class AuthRateLimiter {
  private readonly requests: Record<RequestLimit, FixedWindowLimiter>;
  private readonly emails: FixedWindowLimiter;
  private readonly emailsPerAddress: FixedWindowLimiter;

  constructor(limits: AuthRateLimits) {
    this.requests = {
      signInSignUps: new FixedWindowLimiter(limits.signInSignUps, FIVE_MINUTES_MS),
      tokenRefresh: new FixedWindowLimiter(limits.tokenRefresh, FIVE_MINUTES_MS),
      tokenVerifications: new FixedWindowLimiter(limits.tokenVerifications, FIVE_MINUTES_MS),
      factorChallenge: new FixedWindowLimiter(limits.mfaChallengeAndVerify, ONE_MINUTE_MS),
      factorVerify: new FixedWindowLimiter(limits.mfaChallengeAndVerify, ONE_MINUTE_MS),
    };
    this.emails = new FixedWindowLimiter(limits.emailSent, ONE_HOUR_MS);
    this.emailsPerAddress = new FixedWindowLimiter(limits.emailSentPerAddress, ONE_HOUR_MS);
  }

  /** Counts the request against its limit for the caller's IP, or throws 429 over_request_rate_limit. */
  request(limit: RequestLimit, request: FastifyRequest): void {
    if (!this.requests[limit].take(request.ip)) throw overRequestRateLimit();
  }

  /**
   * Reserves one e-mail to `address` before anything is written, or throws 429 over_email_send_rate_limit;
   * a refused address does not use up the overall budget.
   */
  email(address: string): void {
    const key = address.toLowerCase();
    if (!this.emailsPerAddress.hasRoom(key) || !this.emails.hasRoom('all')) throw overEmailSendRateLimit();
    this.emailsPerAddress.take(key);
    this.emails.take('all');
  }
}
