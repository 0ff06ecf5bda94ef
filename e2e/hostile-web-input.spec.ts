import { expect, test } from '@playwright/test';

const PROBE = '<script>alert(1)</script>';

const PATHS = [
  '/',
  '/vuelos',
  '/bog-mia/results',
  '/%3Cscript%3Ealert(1)%3C%2Fscript%3E/results',
  '/booking/summary',
  '/booking/authorize',
  '/booking/cancel',
  '/hoteles/HotelSummary',
  '/user/my-journey',
  '/user/my-journey/booking-detail',
  '/aerolineas/%3Cscript%3E',
  '/blog/%00',
  '/..%2f..%2f..%2fetc%2fpasswd',
  '/%E0%A4%A',
  `/${'a'.repeat(4_000)}`,
  '/es/%2F%2Fevil.example',
  '/en/vuelos/%22%3E%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E',
];

const QUERIES = [
  '',
  `?q=${encodeURIComponent(PROBE)}`,
  '?tripType=2&dep=2027-13-45&ret=yesterday&adults=999&children=-1&infants=abc&cabin=<b>&currency=XXX',
  `?dep=${encodeURIComponent(PROBE)}&sort=${encodeURIComponent(PROBE)}&page=-5&stops=${encodeURIComponent(PROBE)}`,
  '?orderKey=x&paymentStatus=AUTHORISED&paymentAmount=1e99&paymentCurrency=USD&mac=zz',
  '?id=%00&startDate=../../&endDate=%FF',
  `?redirect=${encodeURIComponent('https://evil.example')}`,
  `?${'x'.repeat(6_000)}=1`,
];

test.describe('hostile paths and query strings on the web app', () => {
  test('never answer 500 or reflect a script', async ({ request }) => {
    test.setTimeout(120_000);
    const failures: string[] = [];
    let tried = 0;
    for (const path of PATHS) {
      for (const query of QUERIES) {
        tried += 1;
        const response = await request.get(`${path}${query}`, { maxRedirects: 0, failOnStatusCode: false });
        const body = await response.text();
        if (response.status() >= 500) failures.push(`${path}${query.slice(0, 60)} → ${response.status()}`);
        if (body.includes(PROBE) || body.includes('onerror=alert(1)'))
          failures.push(`${path}${query.slice(0, 60)} reflected the script`);
        const location = response.headers().location ?? '';
        if (/^(https?:)?\/\/(?!localhost)/.test(location))
          failures.push(`${path}${query.slice(0, 60)} redirected off site to ${location}`);
      }
    }
    console.info(`hostile web requests tried: ${tried}`);
    expect(failures).toEqual([]);
  });
});
