import { describe, expect, it } from 'vitest';
import { isBackofficePath } from '#site/server/http/web-server.ts';
import { loadStackConfig, parseSize, withMemberSignInOrigin } from '#supabase/local/config.ts';

describe('local stack configuration', () => {
  it('parses the CLI size notation', () => {
    expect(parseSize('5MiB', 0)).toBe(5 * 1024 * 1024);
    expect(parseSize('500MiB', 0)).toBe(500 * 1024 * 1024);
    expect(parseSize('50MB', 0)).toBe(50_000_000);
    expect(parseSize('nonsense', 7)).toBe(7);
  });

  it('reads config.toml and moves every port with ELO_PORT_BASE', () => {
    const previous = process.env.ELO_PORT_BASE;
    try {
      delete process.env.ELO_PORT_BASE;
      const defaults = loadStackConfig();
      expect(defaults.ports.api).toBe(54321);
      expect(defaults.ports.db).toBe(54322);
      expect(defaults.auth.enableConfirmations).toBe(true);
      expect(defaults.auth.minimumPasswordLength).toBe(6);
      process.env.ELO_PORT_BASE = '41000';
      const moved = loadStackConfig();
      expect(moved.ports).toMatchObject({ api: 41000, db: 41001, mailbox: 41003, linkedin: 41005 });
      expect(moved.apiUrl).toBe('http://127.0.0.1:41000');
    } finally {
      if (previous === undefined) delete process.env.ELO_PORT_BASE;
      else process.env.ELO_PORT_BASE = previous;
    }
  });
});

describe('the identity provider a sign-in form may lead to', () => {
  const config = loadStackConfig({ ELO_PORT_BASE: '40000' });

  it('names the moved LinkedIn stand-in even when the environment already lists another origin', () => {
    expect(withMemberSignInOrigin(config, undefined)).toBe('http://127.0.0.1:40005');
    expect(withMemberSignInOrigin(config, 'http://127.0.0.1:26326')).toBe(
      'http://127.0.0.1:26326,http://127.0.0.1:40005',
    );
    expect(withMemberSignInOrigin(config, ' http://127.0.0.1:40005 ,')).toBe('http://127.0.0.1:40005');
  });
});

describe('one origin for both apps', () => {
  it('routes /admin, /admin/* and /admin-auth to the back-office only', () => {
    expect(isBackofficePath('/admin')).toBe(true);
    expect(isBackofficePath('/admin/events')).toBe(true);
    expect(isBackofficePath('/admin-auth')).toBe(true);
    expect(isBackofficePath('/admin-login')).toBe(false);
    expect(isBackofficePath('/administracao')).toBe(false);
    expect(isBackofficePath('/')).toBe(false);
  });
});
