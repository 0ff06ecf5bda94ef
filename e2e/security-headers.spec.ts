import { expect, test } from '@playwright/test';

test.describe('security headers', () => {
  test('every page carries a nonce-based CSP and the page still hydrates without violations', async ({
    page,
  }) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
    });
    const response = await page.goto('/');
    const headers = response?.headers() ?? {};
    const csp = headers['content-security-policy'] ?? '';
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['x-content-type-options']).toBe('nosniff');

    // Every script React Router wrote carries this request's nonce.
    const scriptNonces = await page
      .locator('script')
      .evaluateAll((scripts) => scripts.map((script) => (script as HTMLScriptElement).nonce));
    expect(scriptNonces.length).toBeGreaterThan(0);
    expect(scriptNonces.every((value) => value === nonce)).toBe(true);

    // Hydrated: a client-side navigation works.
    await page.getByRole('navigation').first().getByRole('link', { name: 'Blog' }).click();
    await expect(page).toHaveURL(/\/blog$/);
    expect(violations).toEqual([]);
  });

  test('a new nonce on every request', async ({ request }) => {
    const first = (await request.get('/')).headers()['content-security-policy'];
    const second = (await request.get('/')).headers()['content-security-policy'];
    expect(first).not.toBe(second);
  });

  test('an injected script in the query string is not reflected', async ({ request }) => {
    const response = await request.get('/vuelos?q=%3Cscript%3Ealert(1)%3C%2Fscript%3E');
    expect(response.status()).toBeLessThan(500);
    expect(await response.text()).not.toContain('<script>alert(1)</script>');
  });
});
