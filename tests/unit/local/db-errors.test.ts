import { describe, expect, it } from 'vitest';
import { isPostgrestLostConnection } from '#supabase/local/db-errors.ts';

describe('isPostgrestLostConnection', () => {
  it("recognises PostgREST's code-less 400 of a dropped connection", () => {
    expect(isPostgrestLostConnection(400, '{"code":"","details":null,"hint":null,"message":""}')).toBe(true);
  });

  it('leaves real request errors alone', () => {
    expect(
      isPostgrestLostConnection(400, '{"code":"22P02","details":null,"hint":null,"message":"bad"}'),
    ).toBe(false);
    expect(isPostgrestLostConnection(400, '{"code":"PGRST100","message":"parse error"}')).toBe(false);
    expect(isPostgrestLostConnection(409, '{"code":"","message":""}')).toBe(false);
    expect(isPostgrestLostConnection(400, 'not json')).toBe(false);
  });
});
