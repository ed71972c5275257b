import type { GoTrueClient } from '@supabase/auth-js';

/** A six-digit authenticator code, spaces ignored ('123 456' is fine). */
export const normalizeTotpCode = (code: string): string => code.replace(/\s+/g, '');
export const isTotpCode = (code: string): boolean => /^\d{6}$/.test(normalizeTotpCode(code));

/** The account's verified authenticator app (TOTP factor), if any. */
export async function verifiedTotpFactor(auth: GoTrueClient) {
  const { data, error } = await auth.mfa.listFactors();
  if (error) throw error;
  return data.totp.find((factor) => factor.status === 'verified') ?? null;
}

/** Raises the session to aal2 with a code from the authenticator app. */
export async function verifySecondFactor(auth: GoTrueClient, code: string): Promise<void> {
  const factor = await verifiedTotpFactor(auth);
  if (!factor) throw new Error('Nenhum autenticador ativo nesta conta.');
  const { error } = await auth.mfa.challengeAndVerify({
    factorId: factor.id,
    code: normalizeTotpCode(code),
  });
  if (error) throw error;
}

/** True when the account has a verified factor and this session has not used it yet (aal1 → aal2). */
export async function needsSecondFactor(auth: GoTrueClient): Promise<boolean> {
  const { data, error } = await auth.mfa.getAuthenticatorAssuranceLevel();
  if (error || !data) return false;
  return data.nextLevel === 'aal2' && data.currentLevel !== 'aal2';
}

const SVG_DATA_PREFIX = /^data:image\/svg\+xml;utf-8,/;

/**
 * An <img> source for the enrolment QR code. supabase-js hands the server's SVG over as a data URL
 * without encoding it, so an SVG with '#' colours would be cut at the first '#' (read as a fragment);
 * encoding the SVG keeps every server's code drawable.
 */
export function qrImageSrc(qrCode: string): string {
  if (!SVG_DATA_PREFIX.test(qrCode) && !qrCode.trimStart().startsWith('<svg')) return qrCode;
  const svg = qrCode.replace(SVG_DATA_PREFIX, '');
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
