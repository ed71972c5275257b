import { describe, expect, it } from 'vitest';
import { buildRobots } from '#site/server/robots.ts';

describe('robots.txt', () => {
  const robots = buildRobots('https://elocx.example/');
  const lines = robots.split('\n');

  it('lets every crawler in but keeps them out of private areas', () => {
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toContain('Allow: /');
    for (const path of ['/admin', '/admin-auth', '/member']) expect(lines).toContain(`Disallow: ${path}`);
    expect(lines.filter((line) => line.startsWith('Disallow:'))).toHaveLength(3);
  });

  it('names the sitemap by its absolute URL', () => {
    expect(lines).toContain('Sitemap: https://elocx.example/sitemap.xml');
  });
});
