import { describe, expect, it } from 'vitest';
import { describeLimitProblem, objectPath } from '#scripts/hosted-move/files.ts';
import { isExportedTable } from '#scripts/hosted-move/manifest.ts';
import { keepRows, rewriteLinks, storageLinkOrigins } from '#scripts/hosted-move/rows.ts';

const NOW = Date.parse('2026-11-26T12:00:00Z');

describe('the rows the export keeps', () => {
  it('counts the rows of a batch without parsing values (big numbers, braces and quotes inside strings)', () => {
    const json =
      '[{"id":9007199254740993,"text":"a } { \\" [ ]","nested":{"a":[{"b":1}]}},{"id":2,"text":"{"},{"id":3}]';
    expect(keepRows('public.activity_log', json, NOW)).toEqual({ json, count: 3 });
    expect(keepRows('public.posts', '[]', NOW).count).toBe(0);
  });

  it('keeps the mail links still usable: unused and unexpired (or without expiry)', () => {
    const rows = [
      { token_hash: '\\x01', expires_at: '2036-11-26T12:00:00+00:00', used_at: null },
      { token_hash: '\\x02', expires_at: null, used_at: null },
      { token_hash: '\\x03', expires_at: '2026-11-25T12:00:00+00:00', used_at: null },
      { token_hash: '\\x04', expires_at: '2036-11-26T12:00:00+00:00', used_at: '2026-11-20T10:00:00+00:00' },
    ];
    const kept = keepRows('private.mail_tokens', JSON.stringify(rows), NOW);
    expect(kept.count).toBe(2);
    expect((JSON.parse(kept.json) as Array<{ token_hash: string }>).map((r) => r.token_hash)).toEqual([
      '\\x01',
      '\\x02',
    ]);
  });

  it('exports the app schemas and the sign-in tables of auth, never sessions', () => {
    expect(isExportedTable('private.member_counters')).toBe(true);
    expect(isExportedTable('public.members')).toBe(true);
    expect(isExportedTable('auth.mfa_factors')).toBe(true);
    expect(isExportedTable('auth.sessions')).toBe(false);
    expect(isExportedTable('auth.refresh_tokens')).toBe(false);
    expect(isExportedTable('storage.objects')).toBe(false);
  });
});

describe('links to stored files', () => {
  it('points every link of the install at the hosted project and counts them', () => {
    const json =
      '[{"cover":"https://elocx.com.br/storage/v1/object/public/post-covers/a.png","content":"<img src=\\"https://elocx.com.br/storage/v1/object/public/post-covers/b.png\\">"}]';
    const result = rewriteLinks(json, 'https://elocx.com.br', 'https://abc.supabase.co');
    expect(result.count).toBe(2);
    expect(result.json).not.toContain('elocx.com.br');
    expect([...storageLinkOrigins(result.json)]).toEqual(['https://abc.supabase.co']);
  });

  it('reports links at other addresses, which the rewrite did not reach', () => {
    const json = '[{"a":"http://localhost:3000/storage/v1/object/public/videos/x.mp4"}]';
    expect(rewriteLinks(json, 'https://elocx.com.br', 'https://abc.supabase.co').count).toBe(0);
    expect([...storageLinkOrigins(json)]).toEqual(['http://localhost:3000']);
  });

  it('uploads to the same bucket and name, each segment encoded', () => {
    expect(objectPath({ bucket: 'post-covers', name: 'pasta com espaço/capa#1.png' })).toBe(
      'post-covers/pasta%20com%20espa%C3%A7o/capa%231.png',
    );
  });
});

describe('bucket limits against the plan', () => {
  it('says, in pt-BR and English, which bucket exceeds the plan and which files would be refused', () => {
    const lines = describeLimitProblem(
      {
        bucket: 'videos',
        bucketLimit: 500 * 1024 * 1024,
        tooLarge: [
          {
            bucket: 'videos',
            name: 'aula.mp4',
            size: 80 * 1024 * 1024,
            contentType: 'video/mp4',
            cacheControl: null,
            owner: null,
            ownerId: null,
            userMetadata: null,
            createdAt: null,
          },
        ],
      },
      50 * 1024 * 1024,
    );
    expect(lines[0]).toBe(
      'Bucket "videos" (500 MB) acima do limite global de upload do plano (50 MB): em Storage > Settings, suba "Upload file size limit" (planos pagos) ou envios maiores que 50 MB falharão.',
    );
    expect(lines[1]).toContain("is above the plan's global upload limit (50 MB)");
    expect(lines[2]).toContain('aula.mp4 (80 MB)');
  });
});
