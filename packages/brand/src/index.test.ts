import { describe, expect, it } from 'vitest';
import { BRAND_NAME, logoMarkSvg, logoSvg } from './index';

describe('brand logo', () => {
  it('is a titled, accessible SVG of the requested size', () => {
    const mark = logoMarkSvg(48);
    expect(mark).toMatch(/^<svg [^>]*width="48" height="48"/);
    expect(mark).toContain(`<title>${BRAND_NAME}</title>`);
    expect(mark).toContain('role="img"');
    expect(mark.endsWith('</svg>')).toBe(true);
  });

  it('keeps the wordmark in proportion to its height', () => {
    expect(logoSvg(40)).toMatch(/width="188" height="40"/);
    expect(logoSvg()).toContain(`>${BRAND_NAME}</text>`);
  });
});
