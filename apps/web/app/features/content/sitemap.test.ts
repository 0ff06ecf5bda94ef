import { describe, expect, it } from 'vitest';
import { buildRobotsTxt, buildSitemapXml } from './sitemap';

describe('buildSitemapXml', () => {
  it('lists each page in both languages with hreflang alternates and its last change', () => {
    const xml = buildSitemapXml('https://andariego.example/', [
      { path: '/aerolineas/avianca', lastmod: '2026-11-20T00:00:00.000Z' },
      { path: '/aerolineas/avianca' },
    ]);
    expect(xml.match(/<url>/g)).toHaveLength(3);
    expect(xml).toContain(
      '<loc>https://andariego.example/aerolineas/avianca</loc><lastmod>2026-11-20</lastmod>',
    );
    expect(xml).toContain('<loc>https://andariego.example/en/aerolineas/avianca</loc>');
    expect(xml).toContain('hreflang="x-default" href="https://andariego.example/aerolineas/avianca"');
    expect(xml).toContain('hreflang="en" href="https://andariego.example/en/aerolineas/avianca"');
  });

  it('adds the Portuguese page (hreflang pt-BR) unless the entry names its languages', () => {
    const xml = buildSitemapXml('https://a.example', [
      { path: '/terms' },
      { path: '/blog/sin-traduccion', locales: ['es', 'en'] },
    ]);
    expect(xml).toContain('<loc>https://a.example/pt/terms</loc>');
    expect(xml).toContain('hreflang="pt-BR" href="https://a.example/pt/terms"');
    expect(xml).not.toContain('/pt/blog/sin-traduccion');
    expect(xml.match(/<url>/g)).toHaveLength(5);
  });

  it('writes the home page as / and /en and escapes what XML reserves', () => {
    const xml = buildSitemapXml('https://a.example', [{ path: '/' }, { path: '/blog/a&b' }]);
    expect(xml).toContain('<loc>https://a.example/</loc>');
    expect(xml).toContain('<loc>https://a.example/en</loc>');
    expect(xml).toContain('/blog/a&amp;b');
  });
});

describe('buildRobotsTxt', () => {
  it('keeps crawlers out of checkout and points at the sitemap', () => {
    const robots = buildRobotsTxt('https://a.example/');
    expect(robots).toContain('Disallow: /booking/');
    expect(robots).toContain('Disallow: /pt/booking/');
    expect(robots).toContain('Disallow: /pt/user/my-journey/booking-detail');
    expect(robots).toContain('Sitemap: https://a.example/sitemap.xml');
  });
});
