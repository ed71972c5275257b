import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';

/** GoTrue's TOTP parameters (pquerna/otp defaults): SHA-1, six digits, 30-second steps, 20-byte secret. */
const PERIOD_SECONDS = 30;
const DIGITS = 6;
const SECRET_BYTES = 20;
/** Codes of the previous and the next step are accepted too (GoTrue's Skew: 1), for clock drift. */
const WINDOW_STEPS = 1;

export interface TotpEnrolment {
  /** Base32 secret, shown for manual entry in an authenticator app. */
  secret: string;
  /** The otpauth:// URI the QR code encodes. */
  uri: string;
  /** The QR code as an SVG document (auth-js turns it into a data URI). */
  qrCode: string;
}

function totpFor(secret: string, issuer = '', accountName = ''): TOTP {
  return new TOTP({
    issuer,
    label: accountName,
    algorithm: 'SHA1',
    digits: DIGITS,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });
}

/** A new secret for `accountName` at `issuer`, with its URI and QR code (error correction H, as GoTrue). */
export async function newTotpEnrolment(issuer: string, accountName: string): Promise<TotpEnrolment> {
  const secret = new Secret({ size: SECRET_BYTES }).base32;
  const uri = totpFor(secret, issuer, accountName).toString();
  const qrCode = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'H', margin: 4 });
  return { secret, uri, qrCode };
}

/** The time step a code belongs to, or null when it matches none within the window around `at`. */
export function matchingTimeStep(secret: string, code: string, at = Date.now()): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totpFor(secret).validate({ token: code, timestamp: at, window: WINDOW_STEPS });
  if (delta === null) return null;
  return Math.floor(at / 1000 / PERIOD_SECONDS) + delta;
}
