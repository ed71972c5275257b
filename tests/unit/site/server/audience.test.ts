// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  campaignOf,
  deviceClass,
  isBot,
  isCountedPath,
  isPageResponse,
  isPrefetch,
  normalizePath,
  referrerHost,
} from '#site/server/audience/classify.ts';
import { createAudienceCounter, type ServedRequest } from '#site/server/audience/counter.ts';
import type { AudienceRecorder, PageView } from '#site/server/audience/recorder.ts';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const ANDROID_PHONE =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const ANDROID_TABLET =
  'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const IPAD =
  'Mozilla/5.0 (iPad; CPU OS 17_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.6 Mobile/15E148 Safari/604.1';
const DESKTOP =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

describe('device class', () => {
  it('tells phones, tablets and computers apart', () => {
    expect(deviceClass(IPHONE)).toBe('mobile');
    expect(deviceClass(ANDROID_PHONE)).toBe('mobile');
    expect(deviceClass(ANDROID_TABLET)).toBe('tablet');
    expect(deviceClass(IPAD)).toBe('tablet');
    expect(deviceClass(DESKTOP)).toBe('desktop');
    expect(deviceClass(undefined)).toBe('desktop');
  });
});

describe('referrer host', () => {
  it('keeps the outside host without www, and nothing for the site itself or odd values', () => {
    expect(referrerHost('https://www.linkedin.com/feed/update/123?x=1', ['elocx.com.br'])).toBe(
      'linkedin.com',
    );
    expect(referrerHost('https://WWW.Google.com.br/', ['elocx.com.br'])).toBe('google.com.br');
    expect(referrerHost('https://elocx.com.br/blog', ['elocx.com.br'])).toBeNull();
    expect(referrerHost('https://www.elocx.com.br/blog', ['https://elocx.com.br'])).toBeNull();
    expect(referrerHost('http://localhost:5173/events', ['localhost:5173'])).toBeNull();
    expect(referrerHost('android-app://com.linkedin.android/', ['elocx.com.br'])).toBeNull();
    expect(referrerHost('não é endereço', ['elocx.com.br'])).toBeNull();
    expect(referrerHost(undefined, ['elocx.com.br'])).toBeNull();
  });
});

describe('campaign', () => {
  it('reads utm_source, utm_medium and utm_campaign, trimmed, absent ones null', () => {
    expect(campaignOf('?utm_source=linkedin&utm_medium=social&utm_campaign=lan%C3%A7amento&x=1')).toEqual({
      utm_source: 'linkedin',
      utm_medium: 'social',
      utm_campaign: 'lançamento',
    });
    expect(campaignOf('?utm_source=%20newsletter%20&utm_medium=')).toEqual({
      utm_source: 'newsletter',
      utm_medium: null,
      utm_campaign: null,
    });
    expect(campaignOf('').utm_source).toBeNull();
    expect(campaignOf(`?utm_campaign=${'x'.repeat(300)}`).utm_campaign).toHaveLength(100);
  });
});

describe('what is counted', () => {
  it('leaves bots, scripts and requests without a user agent out', () => {
    expect(isBot('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)')).toBe(true);
    expect(
      isBot('LinkedInBot/1.0 (compatible; Mozilla/5.0; Apache-HttpClient +http://www.linkedin.com)'),
    ).toBe(true);
    expect(isBot('curl/8.5.0')).toBe(true);
    expect(isBot('')).toBe(true);
    expect(isBot(undefined)).toBe(true);
    expect(isBot(IPHONE)).toBe(false);
    expect(isBot(DESKTOP)).toBe(false);
  });

  it('leaves prefetches and prerenders out', () => {
    expect(isPrefetch({ purpose: 'prefetch' })).toBe(true);
    expect(isPrefetch({ 'sec-purpose': 'prefetch;prerender' })).toBe(true);
    expect(isPrefetch({ 'sec-purpose': 'prefetch' })).toBe(true);
    expect(isPrefetch({ 'x-moz': 'prefetch' })).toBe(true);
    expect(isPrefetch({ 'x-purpose': 'preview' })).toBe(true);
    expect(isPrefetch({ accept: 'text/html' })).toBe(false);
  });

  it('counts public pages only', () => {
    for (const path of ['/', '/blog/jornada', '/events/1', '/lp/club', '/privacidade', '/busca', '/login']) {
      expect(isCountedPath(path), path).toBe(true);
    }
    for (const path of [
      '/member',
      '/member/dashboard',
      '/admin',
      '/admin-login',
      '/pre-visualizar/9',
      '/auth/callback',
      '/_audiencia',
    ]) {
      expect(isCountedPath(path), path).toBe(false);
    }
  });

  it('stores paths without a trailing slash', () => {
    expect(normalizePath('/')).toBe('/');
    expect(normalizePath('/blog/')).toBe('/blog');
    expect(normalizePath('/blog//')).toBe('/blog');
    expect(normalizePath('//evil.example')).toBeNull();
    expect(normalizePath(`/${'a'.repeat(600)}`)).toBeNull();
  });

  it('takes HTML answers to GET only', () => {
    expect(isPageResponse('GET', 200, 'text/html; charset=utf-8')).toBe(true);
    expect(isPageResponse('GET', 304, 'text/html; charset=utf-8')).toBe(true);
    expect(isPageResponse('HEAD', 200, 'text/html')).toBe(false);
    expect(isPageResponse('POST', 200, 'text/html')).toBe(false);
    expect(isPageResponse('GET', 404, 'text/html')).toBe(false);
    expect(isPageResponse('GET', 302, 'text/html')).toBe(false);
    expect(isPageResponse('GET', 200, 'application/xml')).toBe(false);
    expect(isPageResponse('GET', 200, undefined)).toBe(false);
  });
});

describe('the counter', () => {
  const views: PageView[] = [];
  const recorder: AudienceRecorder = {
    add: (view) => views.push(view),
    flush: async () => undefined,
    close: async () => undefined,
  };
  const counter = createAudienceCounter(recorder);
  const request = (overrides: Partial<ServedRequest> = {}): ServedRequest => ({
    method: 'GET',
    url: '/blog/jornada/?utm_source=linkedin&utm_medium=social',
    headers: { 'user-agent': IPHONE, referer: 'https://www.linkedin.com/feed/' },
    ip: '203.0.113.9',
    host: 'elocx.com.br',
    ...overrides,
  });

  it('turns a served page into one view with what reports need', () => {
    views.length = 0;
    counter.served(request(), 200, 'text/html; charset=utf-8');
    expect(views).toHaveLength(1);
    expect(views[0]).toMatchObject({
      path: '/blog/jornada',
      referrer_host: 'linkedin.com',
      utm_source: 'linkedin',
      utm_medium: 'social',
      utm_campaign: null,
      device: 'mobile',
      host: 'elocx.com.br',
      user_id: null,
    });
  });

  it('ignores bots, prefetches, data requests and the member area', () => {
    views.length = 0;
    counter.served(request({ headers: { 'user-agent': 'Googlebot/2.1' } }), 200, 'text/html');
    counter.served(
      request({ headers: { 'user-agent': IPHONE, 'sec-purpose': 'prefetch' } }),
      200,
      'text/html',
    );
    counter.served(request({ url: '/blog/jornada.data' }), 200, 'text/x-script');
    counter.served(request({ url: '/member/dashboard' }), 200, 'text/html');
    expect(views).toHaveLength(0);
  });

  it('counts a beacon from the site itself, without a referrer, and nothing else', () => {
    views.length = 0;
    const beacon = (headers: Record<string, string>, body: string) =>
      counter.beacon(
        request({ method: 'POST', url: '/_audiencia', headers: { 'user-agent': DESKTOP, ...headers } }),
        body,
      );
    beacon(
      { 'sec-fetch-site': 'same-origin', referer: 'https://elocx.com.br/' },
      '{"path":"/events/7?utm_campaign=x"}',
    );
    beacon({ 'sec-fetch-site': 'cross-site' }, '{"path":"/events/8"}');
    beacon({}, 'não é JSON');
    beacon({}, '{"path":"//evil.example"}');
    beacon({}, '{"path":"/admin"}');
    expect(views).toHaveLength(1);
    expect(views[0]).toMatchObject({
      path: '/events/7',
      referrer_host: null,
      utm_campaign: 'x',
      device: 'desktop',
    });
  });
});
