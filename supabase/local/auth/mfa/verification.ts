import type pg from 'pg';
import { inTransaction } from '../../transaction.ts';
import { unprocessable } from '../errors.ts';
import { raiseSessionToAal2 } from '../sessions.ts';
import { lastAcceptedTimeStep, TOTP_AMR_METHOD, type FactorRow } from './factors.ts';

export const invalidTotpCode = () => unprocessable('mfa_verification_failed', 'Invalid TOTP code entered');

/**
 * Records an accepted TOTP code in one transaction, as GoTrue's verifyTOTPFactor: the code's time step
 * must be newer than any accepted before (no replay), the challenge and the factor become verified, the
 * session rises to aal2 with a new refresh token (returned), the user's other aal1 sessions end and
 * their unverified TOTP factors go.
 */
export async function acceptTotpCode(
  pool: pg.Pool,
  input: { factor: FactorRow; challengeId: string; step: number; userId: string; sessionId: string },
): Promise<string> {
  const { factor, userId, sessionId } = input;
  return inTransaction(pool, async (client) => {
    // The factor row is locked so two verifications with the same code cannot both pass the replay check.
    await client.query('select 1 from auth.mfa_factors where id = $1 for update', [factor.id]);
    const lastStep = await lastAcceptedTimeStep(client, factor.id);
    if (lastStep !== null && input.step <= lastStep) throw invalidTotpCode();
    const spent = await client.query(
      'update auth.mfa_challenges set verified_at = now(), otp_code = $2 where id = $1 and verified_at is null',
      [input.challengeId, String(input.step)],
    );
    // A concurrent verify of the same challenge got there first.
    if (spent.rowCount !== 1) {
      throw unprocessable('mfa_ip_address_mismatch', 'Challenge and verify IP addresses mismatch.');
    }
    await client.query(
      "update auth.mfa_factors set status = 'verified', updated_at = now() where id = $1 and status <> 'verified'",
      [factor.id],
    );
    const refreshToken = await raiseSessionToAal2(client, userId, sessionId, factor.id, TOTP_AMR_METHOD);
    await client.query("delete from auth.sessions where user_id = $1 and aal < 'aal2'", [userId]);
    await client.query(
      "delete from auth.mfa_factors where user_id = $1 and status = 'unverified' and factor_type = $2",
      [userId, factor.factor_type],
    );
    return refreshToken;
  });
}
