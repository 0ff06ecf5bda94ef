import { describe, expect, it } from 'vitest';
import { buildSecurityHeaders } from './security-headers';

describe('buildSecurityHeaders', () => {
  const headers = buildSecurityHeaders({ nonce: 'abc123', apiOrigin: 'https://api.example', https: true });
  const csp = headers['Content-Security-Policy'] ?? '';

  it('lets scripts run only with the request nonce, never inline', () => {
    expect(csp).toContain("script-src 'self' 'nonce-abc123'");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(csp).toContain("object-src 'none'");
  });

  it('allows the API as the only other origin to fetch from', () => {
    expect(csp).toContain("connect-src 'self' https://api.example");
  });

  it('reaches the Tag Manager hosts only when a container is configured', () => {
    expect(csp).not.toContain('googletagmanager');
    const tagged = buildSecurityHeaders({
      nonce: 'n',
      apiOrigin: 'https://api.example',
      https: true,
      tagManager: true,
    })['Content-Security-Policy'];
    expect(tagged).toContain("connect-src 'self' https://api.example https://www.googletagmanager.com");
    expect(tagged).toContain("img-src 'self' data: https://www.googletagmanager.com");
  });

  it('lets forms post only here, whose answer may lead to the payment gateway on the API', () => {
    expect(csp).toContain("form-action 'self' https://api.example;");
  });

  it('forbids framing and sniffing', () => {
    expect(csp).toContain("frame-ancestors 'none'");
    expect(headers['X-Frame-Options']).toBe('DENY');
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
  });

  it('asks for HTTPS only when served over HTTPS', () => {
    expect(headers['Strict-Transport-Security']).toBeDefined();
    const plain = buildSecurityHeaders({ nonce: 'n', apiOrigin: 'http://localhost:4000', https: false });
    expect(plain['Strict-Transport-Security']).toBeUndefined();
    expect(plain['Content-Security-Policy']).not.toContain('upgrade-insecure-requests');
  });
});
