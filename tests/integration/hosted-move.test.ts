import { createHash } from 'node:crypto';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { SignJWT } from 'jose';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { StackConfig } from '#supabase/local/config.ts';
import { productionSettings, productionStackConfig } from '#supabase/local/production/config.ts';
import { loadOrCreateSecrets } from '#supabase/local/production/secrets.ts';
import { startStack, type RunningStack } from '#supabase/local/stack.ts';
import { readExportManifest, type HostedExportManifest } from '#scripts/hosted-move/manifest.ts';
import { prepareHostedLikeDatabase } from '../helpers/hosted-like.ts';
import { runScript } from '../helpers/production.ts';
import { createTestClient } from '../helpers/supabase.ts';

// Own port blocks: the production install being moved, and the hosted-like project it moves to.
const SOURCE_BASE = inject('portBase') + 1500;
const TARGET_BASE = inject('portBase') + 1600;
const SOURCE_API = `http://127.0.0.1:${SOURCE_BASE}`;
const TARGET_API = `http://127.0.0.1:${TARGET_BASE}`;
const ADMIN = { email: 'admin.mudanca@example.com.br', password: 'Senha-forte-da-mudanca-1' };
const UNSUBSCRIBED = 'saiu.da.lista@example.com.br';
const MEMBERS = 6;
const FILES: Record<string, { bucket: string; name: string; type: string; body: Buffer }> = {
  cover: {
    bucket: 'post-covers',
    name: 'mudanca/capa.png',
    type: 'image/png',
    body: Buffer.from('capa-do-post'),
  },
  photo: {
    bucket: 'ambassador-photos',
    name: 'mudanca/foto.jpg',
    type: 'image/jpeg',
    body: Buffer.alloc(70_000, 7),
  },
  video: { bucket: 'videos', name: 'mudanca/aula.mp4', type: 'video/mp4', body: Buffer.alloc(120_000, 3) },
};

const tempDirs: string[] = [];
const stacks: RunningStack[] = [];

interface Side {
  dataDir: string;
  config: StackConfig;
  db: pg.Client;
}
let source: Side;
let target: Side;
let exportDir: string;
let manifest: HostedExportManifest;
let adminId: string;
let unsubscribeToken: string;

async function side(portBase: number, api: string, hostedLike: boolean): Promise<Side> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'elo-hosted-move-'));
  tempDirs.push(dataDir);
  const env = {
    ...process.env,
    ELO_PORT_BASE: String(portBase),
    ELO_PUBLIC_URL: api,
    PORT: String(portBase + 20),
  };
  const settings = productionSettings(dataDir, env);
  const { secrets } = await loadOrCreateSecrets(dataDir);
  // The stack's ports come from ELO_PORT_BASE in the process environment.
  const previousBase = process.env.ELO_PORT_BASE;
  process.env.ELO_PORT_BASE = String(portBase);
  const config = productionStackConfig(settings, secrets, env);
  if (previousBase === undefined) delete process.env.ELO_PORT_BASE;
  else process.env.ELO_PORT_BASE = previousBase;
  if (hostedLike) await prepareHostedLikeDatabase(config);
  stacks.push(await startStack({ config, log: () => undefined }));
  const db = new pg.Client({ connectionString: config.dbUrl });
  await db.connect();
  return { dataDir, config, db };
}

async function signedAs(config: StackConfig, userId: string, aal: 'aal1' | 'aal2'): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({
    sub: userId,
    aud: 'authenticated',
    role: 'authenticated',
    aal,
    session_id: crypto.randomUUID(),
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(now)
    .setExpirationTime(now + 600)
    .sign(new TextEncoder().encode(config.jwtSecret));
}

const service = (s: Side) => createTestClient(s.config.apiUrl, s.config.serviceRoleKey);
const asAdmin = async (s: Side, aal: 'aal1' | 'aal2' = 'aal2') =>
  createTestClient(s.config.apiUrl, s.config.anonKey, await signedAs(s.config, adminId, aal));

async function createAccount(s: Side, email: string, password = 'Senha-de-teste-123'): Promise<string> {
  const { data, error } = await service(s).auth.admin.createUser({ email, password, email_confirm: true });
  if (error) throw error;
  return data.user.id;
}

/** What a running community holds: members who signed in, RSVPs, an unsubscribe, admin edits, files. */
async function fillSource(): Promise<void> {
  adminId = await createAccount(source, ADMIN.email, ADMIN.password);
  await source.db.query(`insert into public.user_roles (user_id, role) values ($1, 'admin')`, [adminId]);
  await source.db.query(
    `insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at, secret)
     values (gen_random_uuid(), $1, 'Celular', 'totp', 'verified', now(), now(), 'JBSWY3DPEHPK3PXP')`,
    [adminId],
  );
  const memberIds: string[] = [];
  for (let i = 0; i < MEMBERS; i++) {
    const id = await createAccount(source, `membro${i}.mudanca@example.com.br`);
    memberIds.push(id);
    await source.db.query(
      `insert into public.members (id, full_name, email, login_count, last_login_at, is_logged_in, created_at)
       values ($1, $2, $3, $4, now() - make_interval(days => $5), $6, now() - make_interval(days => $5 + 10))`,
      [id, `Membro ${i}`, `membro${i}.mudanca@example.com.br`, i + 1, i * 9, i % 2 === 0],
    );
  }
  const service_ = service(source);
  for (const file of Object.values(FILES)) {
    const { error } = await service_.storage
      .from(file.bucket)
      .upload(file.name, file.body, { contentType: file.type, cacheControl: '86400' });
    if (error) throw error;
  }
  const link = (f: (typeof FILES)[string]) => `${SOURCE_API}/storage/v1/object/public/${f.bucket}/${f.name}`;

  // Admin edits (they write the activity log) with a second factor, as the back-office does.
  const admin = await asAdmin(source);
  const { data: event, error: eventError } = await admin
    .from('events')
    .insert({
      title: 'Encontro de mudança',
      start_date: new Date(Date.now() + 7 * 86400_000).toISOString(),
      end_date: new Date(Date.now() + 7 * 86400_000 + 3600_000).toISOString(),
    })
    .select('id')
    .single();
  if (eventError) throw eventError;
  const { error: postError } = await admin.from('posts').insert({
    type: 'blog',
    title: 'Post com capa',
    slug: 'post-com-capa',
    content: `<p>Veja <img src="${link(FILES.cover)}"></p>`,
    cover_image_url: link(FILES.cover),
    status: 'published',
  });
  if (postError) throw postError;
  const { error: ambassadorError } = await admin
    .from('ambassadors')
    .insert({ name: 'Embaixadora', company: 'Elo', specialties: 'CX', photo_url: link(FILES.photo) });
  if (ambassadorError) throw ambassadorError;
  const { error: videoError } = await admin
    .from('videos')
    .insert({ title: 'Aula', video_url: link(FILES.video) });
  if (videoError) throw videoError;

  for (const id of memberIds.slice(0, 3)) {
    await source.db.query('insert into public.event_rsvps (event_id, member_id) values ($1, $2)', [
      event!.id,
      id,
    ]);
  }
  // Someone who left the member mail, a link already sent, and one that expired long ago.
  await source.db.query('insert into private.mail_suppressions (email) values ($1)', [UNSUBSCRIBED]);
  const { data: token, error: tokenError } = await service_.rpc('mail_unsubscribe_token', {
    _email: 'ainda.recebe@example.com.br',
  });
  if (tokenError) throw tokenError;
  unsubscribeToken = token as string;
  await source.db.query(
    `insert into private.mail_tokens (token_hash, purpose, email, expires_at)
     values ('\\xdeadbeef', 'confirm', 'expirado@example.com.br', now() - interval '1 day')`,
  );
}

async function runToEnd(script: string, args: string[], env: Record<string, string>) {
  const run = runScript(script, args, { ELO_PORT_BASE: String(SOURCE_BASE), ...env }, 150_000);
  const code = await run.exited;
  return { code, output: run.output() };
}

async function memberFigures(s: Side) {
  const stats = await service(s).rpc('get_member_statistics');
  const trends = await service(s).rpc('get_dashboard_trends');
  if (stats.error) throw stats.error;
  if (trends.error) throw trends.error;
  return { stats: stats.data, trends: trends.data };
}

beforeAll(async () => {
  source = await side(SOURCE_BASE, SOURCE_API, false);
  await fillSource();
  exportDir = path.join(source.dataDir, 'export');
}, 240_000);

afterAll(async () => {
  for (const s of [source, target]) await s?.db.end().catch(() => undefined);
  for (const stack of stacks) await stack.stop();
  for (const dir of tempDirs) await rm(dir, { recursive: true, force: true });
});

describe('moving a production install to a hosted-like project', () => {
  it('the export refuses to guess the public address it rewrites, and says why', async () => {
    const refused = await runToEnd(
      'export-hosted.ts',
      ['--out', path.join(source.dataDir, 'nao'), '--data-dir', source.dataDir, '--hosted-url', TARGET_API],
      { ELO_PUBLIC_URL: '', ELO_PUBLIC_API_URL: '' },
    );
    expect(refused.code).toBe(1);
    expect(refused.output).toContain('Defina ELO_PUBLIC_URL');
    expect(refused.output).toContain('Set ELO_PUBLIC_URL');
  });

  it('exports every table with its count, the second factors, live mail tokens, files and rewritten links', async () => {
    const result = await runToEnd(
      'export-hosted.ts',
      ['--out', exportDir, '--data-dir', source.dataDir, '--hosted-url', TARGET_API],
      { ELO_PUBLIC_URL: SOURCE_API },
    );
    expect(result.code, result.output).toBe(0);
    manifest = await readExportManifest(exportDir);
    const counts = Object.fromEntries(manifest.tables.map((t) => [t.table, t.rows]));
    for (const table of [
      'private.member_counters',
      'private.member_logins_daily',
      'private.mail_suppressions',
      'auth.mfa_factors',
      'public.activity_log',
      'public.event_rsvps',
    ]) {
      expect(counts[table], table).toBeGreaterThan(0);
    }
    // Every public and private table of the source is there, with its count (mail tokens: the live ones).
    const { rows } = await source.db.query<{ table: string; count: string }>(
      `select format('%I.%I', schemaname, relname) as table,
              (xpath('/row/c/text()', query_to_xml(format('select count(*) as c from %I.%I', schemaname, relname), false, true, '')))[1]::text as count
         from pg_stat_user_tables where schemaname in ('public', 'private') order by 1`,
    );
    for (const row of rows) {
      const expected = row.table === 'private.mail_tokens' ? 1 : Number(row.count);
      expect(`${row.table}: ${counts[row.table]}`).toBe(`${row.table}: ${expected}`);
    }
    expect(counts['auth.refresh_tokens']).toBeUndefined();
    expect(manifest.rewrittenLinks).toBeGreaterThanOrEqual(4);
    expect(manifest.files.map((f) => `${f.bucket}/${f.name}`).sort()).toEqual(
      Object.values(FILES)
        .map((f) => `${f.bucket}/${f.name}`)
        .sort(),
    );
    expect(manifest.sequences.find((s) => s.sequence === 'public.activity_log_id_seq')?.value).not.toBeNull();
  });

  describe('imported into a database set up like a new hosted project', () => {
    let importOutput: string;
    let firstAttempt: { code: number | null; output: string; accountsAfter: number };

    /** An export whose manifest disagrees with its rows: the import must stop and leave nothing behind. */
    async function importWithWrongCount() {
      const tampered = path.join(source.dataDir, 'export-tampered');
      await cp(exportDir, tampered, { recursive: true });
      const wrong = JSON.parse(
        await readFile(path.join(tampered, 'manifest.json'), 'utf8'),
      ) as HostedExportManifest;
      wrong.tables.find((t) => t.table === 'public.posts')!.rows += 1;
      await writeFile(path.join(tampered, 'manifest.json'), JSON.stringify(wrong));
      const result = await runToEnd(
        'import-hosted.ts',
        [
          '--from',
          tampered,
          '--db-url',
          target.config.dbUrl,
          '--project-url',
          TARGET_API,
          '--service-key',
          target.config.serviceRoleKey,
        ],
        {},
      );
      const { rows } = await target.db.query<{ count: string }>('select count(*) from auth.users');
      return { ...result, accountsAfter: Number(rows[0]!.count) };
    }
    let sourceFigures: Awaited<ReturnType<typeof memberFigures>>;

    beforeAll(async () => {
      sourceFigures = await memberFigures(source);
      target = await side(TARGET_BASE, TARGET_API, true);
      firstAttempt = await importWithWrongCount();
      const result = await runToEnd(
        'import-hosted.ts',
        [
          '--from',
          exportDir,
          '--db-url',
          target.config.dbUrl,
          '--project-url',
          TARGET_API,
          '--service-key',
          target.config.serviceRoleKey,
          '--upload-limit-mb',
          '0.1',
        ],
        {},
      );
      importOutput = result.output;
      // The video is above the (lowered) plan limit: everything else arrives, and the run says so.
      expect(result.code, importOutput).toBe(1);
    }, 240_000);

    it('an import that disagrees with its manifest stops and writes nothing', () => {
      expect(firstAttempt.code).toBe(1);
      expect(firstAttempt.output).toContain('Contagens diferentes do manifesto; nada foi gravado');
      expect(firstAttempt.output).toMatch(/public\.posts: manifesto\/manifest \d+, banco\/database \d+/);
      expect(firstAttempt.accountsAfter).toBe(0);
    });

    it('runs as a non-superuser postgres on a project without default grants', async () => {
      const { rows } = await target.db.query<{ super: boolean; defaults: string }>(
        `select rolsuper as super,
                (select count(*)::text from pg_default_acl d join pg_namespace n on n.oid = d.defaclnamespace
                  where n.nspname = 'public' and d.defaclrole = 'postgres'::regrole
                    and array_to_string(d.defaclacl, ',') ~ 'service_role') as defaults
           from pg_roles where rolname = current_user`,
      );
      expect(rows[0]).toEqual({ super: false, defaults: '0' });
    });

    it('says what to change about bucket limits, in pt-BR and English, and prints a summary', () => {
      expect(importOutput).toContain('Bucket "videos" (500 MB) acima do limite global de upload do plano');
      expect(importOutput).toContain("is above the plan's global upload limit");
      expect(importOutput).toMatch(/Resumo:[\s\S]*contagens iguais ao manifesto/);
      expect(importOutput).toMatch(/Summary:[\s\S]*files: 2 uploaded, 0 already there, 1 failed/);
    });

    it('every table holds the manifest count', async () => {
      for (const { table, rows } of manifest.tables) {
        const { rows: count } = await target.db.query<{ count: string }>(`select count(*) from ${table}`);
        expect(`${table}: ${count[0]!.count}`).toBe(`${table}: ${rows}`);
      }
    });

    it('member statistics and trends equal the source', async () => {
      const figures = await memberFigures(target);
      expect((figures.stats as Array<{ total_members: number }>)[0]!.total_members).toBe(MEMBERS);
      expect(figures).toEqual(sourceFigures);
    });

    it('an unsubscribed address stays suppressed and a link already sent still works', async () => {
      const { rows } = await target.db.query('select 1 from private.mail_suppressions where email = $1', [
        UNSUBSCRIBED,
      ]);
      expect(rows).toHaveLength(1);
      const anon = createTestClient(TARGET_API, target.config.anonKey);
      const { data, error } = await anon.rpc('unsubscribe_mail', { _token: unsubscribeToken });
      expect(error).toBeNull();
      expect(data).not.toBe('invalid');
    });

    it('the admin still needs the second factor (aal2)', async () => {
      const { error: without } = await (
        await asAdmin(target, 'aal1')
      )
        .from('posts')
        .update({ title: 'Sem segundo fator' })
        .eq('slug', 'post-com-capa')
        .select('id')
        .single();
      expect(without).not.toBeNull();
      const { data } = await (await asAdmin(target, 'aal2')).rpc('get_member_statistics');
      expect(data).not.toBeNull();
    });

    it('an admin edit succeeds and is logged (sequences moved past the loaded ids)', async () => {
      const before = await target.db.query<{ max: string }>(
        'select max(id)::text as max from public.activity_log',
      );
      const { error } = await (
        await asAdmin(target)
      )
        .from('posts')
        .update({ title: 'Editado no projeto hospedado' })
        .eq('slug', 'post-com-capa');
      expect(error).toBeNull();
      const after = await target.db.query<{ max: string }>(
        'select max(id)::text as max from public.activity_log',
      );
      expect(BigInt(after.rows[0]!.max)).toBeGreaterThan(BigInt(before.rows[0]!.max));
    });

    it('team-invite works with the service role', async () => {
      const { data, error } = await (
        await asAdmin(target)
      ).functions.invoke('team-invite', {
        body: {
          email: 'nova.moderadora@example.com.br',
          role: 'moderator',
          redirectTo: `${TARGET_API}/admin`,
        },
      });
      expect(error).toBeNull();
      const { rows } = await target.db.query('select role from public.user_roles where user_id = $1', [
        (data as { id: string }).id,
      ]);
      expect(rows).toEqual([{ role: 'moderator' }]);
    });

    it('every uploaded file answers at its rewritten link; running again resumes', async () => {
      const texts = await target.db.query<{ text: string }>(
        `select to_jsonb(t)::text as text from (
           select cover_image_url, content from public.posts union all
           select photo_url, null from public.ambassadors union all
           select video_url, null from public.videos) t`,
      );
      const links = new Set<string>();
      for (const { text } of texts.rows) {
        for (const m of text.matchAll(/http:\/\/127\.0\.0\.1:\d+\/storage\/v1\/object\/public\/[^"\\]+/g))
          links.add(m[0]);
      }
      expect([...links].every((l) => l.startsWith(`${TARGET_API}/`))).toBe(true);
      for (const file of [FILES.cover, FILES.photo]) {
        const link = `${TARGET_API}/storage/v1/object/public/${file.bucket}/${file.name}`;
        expect(links.has(link)).toBe(true);
        const response = await fetch(link);
        expect(response.status, link).toBe(200);
        expect(response.headers.get('content-type')).toBe(file.type);
        const body = Buffer.from(await response.arrayBuffer());
        expect(createHash('sha256').update(body).digest('hex')).toBe(
          createHash('sha256').update(file.body).digest('hex'),
        );
      }
      // With the plan's limit raised, the same command sends only the missing video.
      const again = await runToEnd(
        'import-hosted.ts',
        [
          '--from',
          exportDir,
          '--db-url',
          target.config.dbUrl,
          '--project-url',
          TARGET_API,
          '--service-key',
          target.config.serviceRoleKey,
          '--upload-limit-mb',
          '500',
        ],
        {},
      );
      expect(again.code, again.output).toBe(0);
      expect(again.output).toContain('files: 1 uploaded, 2 already there, 0 failed');
      const video = await fetch(`${TARGET_API}/storage/v1/object/public/videos/${FILES.video.name}`);
      expect(video.status).toBe(200);
      expect(Buffer.from(await video.arrayBuffer()).equals(FILES.video.body)).toBe(true);
      expect(await readFile(path.join(exportDir, 'storage', 'videos', FILES.video.name))).toEqual(
        FILES.video.body,
      );
    });
  });
});

/** What the API roles (and PUBLIC) may do on the app's tables, views, sequences, columns and functions. */
async function apiRolePrivileges(db: pg.Client): Promise<string[]> {
  const { rows } = await db.query<{ line: string }>(
    `with roles as (select oid, rolname from pg_roles where rolname in ('anon', 'authenticated', 'service_role')
                    union all select 0, 'PUBLIC'),
     objects as (
       select format('%s %I.%I', c.relkind, n.nspname, c.relname) as object,
              coalesce(c.relacl, acldefault((case c.relkind when 'S' then 's' else 'r' end)::"char", c.relowner)) as acl
         from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname in ('public', 'private') and c.relkind in ('r', 'v', 'S')
       union all
       select format('column %I.%I.%I', n.nspname, c.relname, a.attname), a.attacl
         from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
        where n.nspname in ('public', 'private') and a.attacl is not null
       union all
       select format('function %s', p.oid::regprocedure), coalesce(p.proacl, acldefault('f'::"char", p.proowner))
         from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        where n.nspname in ('public', 'private'))
     select format('%s: %s %s', o.object, r.rolname, x.privilege_type) as line
       from objects o cross join lateral aclexplode(o.acl) x join roles r on r.oid = x.grantee
      order by 1`,
  );
  return rows.map((r) => r.line);
}

describe('grants without default privileges', () => {
  it('a project created with the new default grants gives the API roles what the local stack gives them', async () => {
    const local = new pg.Client({ connectionString: inject('dbUrl') });
    await local.connect();
    try {
      expect(await apiRolePrivileges(target.db)).toEqual(await apiRolePrivileges(local));
    } finally {
      await local.end();
    }
  });
});
