import { type Page } from '@playwright/test';
import { expect, test } from '../test.ts';
import pg from 'pg';
import { PERSONAS } from '#supabase/local/linkedin-standin/personas.ts';
import { e2eEnv } from '../env.ts';
import { startFixtureServer, type FixtureServer } from './fixture-server.ts';

const mariana = PERSONAS.find((p) => p.sub === 'li-mariana-costa')!;
const bruno = PERSONAS.find((p) => p.sub === 'li-bruno-lima')!;

let fixture: FixtureServer;

test.beforeAll(async () => {
  fixture = await startFixtureServer(e2eEnv().apiUrl);
});

test.afterAll(async () => {
  await fixture?.stop();
});

interface ExchangeResult {
  user: { id: string; user_metadata: Record<string, unknown> } | null;
  error: { name: string; code?: string; status?: number } | null;
}

/** Starts the sign-in on a fixture page, picks the persona on the stand-in, returns at the app. */
async function signInAs(page: Page, path: '/auto' | '/manual', persona: (typeof PERSONAS)[number]) {
  const { linkedinUrl } = e2eEnv();
  await page.goto(`${fixture.origin}${path}`);
  await page.getByRole('button', { name: 'Entrar com LinkedIn' }).click();
  await page.waitForURL(`${linkedinUrl}/interaction/**`);
  await page
    .getByRole('button', { name: `Entrar como ${persona.given_name} ${persona.family_name}`, exact: true })
    .click();
  await page.waitForURL(`${fixture.origin}${path}**`);
}

async function codeFrom(page: Page): Promise<string> {
  const code = new URL(page.url()).searchParams.get('code');
  expect(code).toBeTruthy();
  return code!;
}

async function withDb<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: e2eEnv().dbUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

test('LinkedIn PKCE sign-in through the stand-in gives a session with the persona metadata', async ({
  page,
}) => {
  const { linkedinUrl } = e2eEnv();
  await page.goto(`${fixture.origin}/auto`);
  await page.getByRole('button', { name: 'Entrar com LinkedIn' }).click();

  await page.waitForURL(`${linkedinUrl}/interaction/**`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
  await expect(page.getByRole('heading', { level: 1, name: 'Entrar com o LinkedIn' })).toBeVisible();
  for (const persona of PERSONAS) {
    await expect(
      page.getByRole('button', {
        name: `Entrar como ${persona.given_name} ${persona.family_name}`,
        exact: true,
      }),
    ).toBeVisible();
  }
  await expect(page.getByText(mariana.email)).toBeVisible();
  await expect(page.getByRole('link', { name: /Cancelar/ })).toBeVisible();

  await page
    .getByRole('button', { name: `Entrar como ${mariana.given_name} ${mariana.family_name}`, exact: true })
    .click();
  await page.waitForURL(`${fixture.origin}/auto**`);

  // supabase-js finds ?code=, exchanges it and removes it from the address bar.
  await expect(page.locator('#resultado')).toContainText('"user"');
  expect(new URL(page.url()).searchParams.get('code')).toBeNull();
  const { user } = JSON.parse((await page.locator('#resultado').textContent())!) as {
    user: { email: string; app_metadata: Record<string, unknown>; user_metadata: Record<string, unknown> };
  };
  expect(user.email).toBe(mariana.email);
  expect(user.app_metadata.provider).toBe('linkedin_oidc');
  expect(user.user_metadata).toMatchObject({
    name: 'Mariana Costa',
    given_name: 'Mariana',
    family_name: 'Costa',
    email: mariana.email,
    email_verified: true,
    locale: 'pt_BR',
    picture: `${linkedinUrl}/pictures/${mariana.picture}`,
  });

  const picture = await page.request.get(user.user_metadata.picture as string);
  expect(picture.status()).toBe(200);
  expect(picture.headers()['content-type']).toBe('image/jpeg');
});

test('a second sign-in in the same browser offers the personas again', async ({ page }) => {
  await signInAs(page, '/auto', mariana);
  await expect(page.locator('#resultado')).toContainText(mariana.email);
  await signInAs(page, '/auto', bruno);
  await expect(page.locator('#resultado')).toContainText(bruno.email);
});

test('a tampered code is refused', async ({ page }) => {
  await signInAs(page, '/manual', bruno);
  const code = await codeFrom(page);
  const tampered = `${code.slice(0, -4)}${code.endsWith('0000') ? 'ffff' : '0000'}`;
  const result = await page.evaluate(
    (c) => (window as unknown as { exchange(c: string): Promise<ExchangeResult> }).exchange(c),
    tampered,
  );
  expect(result.user).toBeNull();
  expect(result.error).toMatchObject({ status: 404, code: 'flow_state_not_found' });
});

test('an expired code is refused', async ({ page }) => {
  await signInAs(page, '/manual', bruno);
  const code = await codeFrom(page);
  await withDb((db) =>
    db.query("update auth.flow_state set created_at = now() - interval '6 minutes' where auth_code = $1", [
      code,
    ]),
  );
  const result = await page.evaluate(
    (c) => (window as unknown as { exchange(c: string): Promise<ExchangeResult> }).exchange(c),
    code,
  );
  expect(result.user).toBeNull();
  expect(result.error).toMatchObject({ status: 422, code: 'flow_state_expired' });
});

test('a code is accepted once; replaying it is refused', async ({ page }) => {
  const { apiUrl } = e2eEnv();
  await signInAs(page, '/manual', bruno);
  const code = await codeFrom(page);
  const verifier = await page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => k.endsWith('-code-verifier') && !k.includes('-flow'));
    return key ? (JSON.parse(localStorage.getItem(key)!) as string) : null;
  });
  expect(verifier).toBeTruthy();

  const first = await page.evaluate(
    (c) => (window as unknown as { exchange(c: string): Promise<ExchangeResult> }).exchange(c),
    code,
  );
  expect(first.error).toBeNull();
  expect(first.user?.user_metadata.name).toBe('Bruno Lima');

  // The same code with the right verifier, sent again as the page's client would.
  const replay = await page.evaluate(
    async ({ api, c, v }) => {
      const res = await fetch(`${api}/auth/v1/token?grant_type=pkce`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01' },
        body: JSON.stringify({ auth_code: c, code_verifier: v }),
      });
      return { status: res.status, body: (await res.json()) as { code: string } };
    },
    { api: apiUrl, c: code, v: verifier },
  );
  expect(replay.status).toBe(404);
  expect(replay.body.code).toBe('flow_state_not_found');
});

test('a redirect_to outside the allow list lands on the site URL', async ({ page, baseURL }) => {
  const { linkedinUrl } = e2eEnv();
  await page.goto(`${fixture.origin}/manual`);
  const outside = `http://127.0.0.2:${fixture.port}/manual`;
  await page.evaluate(
    (url) => (window as unknown as { signIn(u: string): Promise<unknown> }).signIn(url),
    outside,
  );
  await page.waitForURL(`${linkedinUrl}/interaction/**`);
  await page
    .getByRole('button', { name: `Entrar como ${bruno.given_name} ${bruno.family_name}`, exact: true })
    .click();
  await page.waitForURL((url) => !url.href.startsWith(linkedinUrl) && !url.href.includes('/auth/v1/'));
  const landed = new URL(page.url());
  expect(landed.origin).toBe(new URL(baseURL!).origin);
  expect(landed.origin).not.toBe(new URL(outside).origin);
});
