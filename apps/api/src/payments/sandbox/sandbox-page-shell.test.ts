import { describe, expect, it } from 'vitest';
import { renderSandboxPage, toSandboxPageLang } from './sandbox-page-shell.ts';

describe('renderSandboxPage', () => {
  it('names the language, the brand and the secure frame in the page language', () => {
    const es = renderSandboxPage({ lang: 'es', title: 'Pago seguro', body: '<h1>Hola</h1>' });
    expect(es).toContain('<html lang="es">');
    expect(es).toContain('<title>Pago seguro · Andariego</title>');
    expect(es).toContain('aria-label="Andariego"');
    expect(es).toContain('Estás pagando a Andariego');
    expect(es).toContain('<h1>Hola</h1>');

    const pt = renderSandboxPage({ lang: 'pt', title: 'Pagamento', body: '' });
    expect(pt).toContain('<html lang="pt-BR">');
    expect(pt).toContain('Pagamento seguro');
    const en = renderSandboxPage({ lang: 'en', title: 'Payment', body: '' });
    expect(en).toContain('You are paying Andariego');
  });

  it('carries no script and no external resource, so the strict CSP holds', () => {
    const html = renderSandboxPage({ lang: 'es', title: 't', body: '' });
    expect(html).not.toMatch(/<script|<link|src="http|url\(/i);
  });
});

describe('toSandboxPageLang', () => {
  it('reads region-tagged locales and falls back to Spanish', () => {
    expect(toSandboxPageLang('pt-BR')).toBe('pt');
    expect(toSandboxPageLang('EN')).toBe('en');
    expect(toSandboxPageLang('fr')).toBe('es');
    expect(toSandboxPageLang(undefined)).toBe('es');
  });
});
