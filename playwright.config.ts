import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CONSENT_COOKIE_NAME, rejectAllCookies, serializeConsentCookie } from '@travel/domain/consent';

// Overridable so two suites (a developer's and CI's) can run side by side.
const WEB_PORT = Number(process.env.E2E_WEB_PORT ?? 3100);
const API_PORT = Number(process.env.E2E_API_PORT ?? 4100);
const BASE_URL = `http://localhost:${WEB_PORT}`;
// Specs that call the API directly read the same port.
process.env.E2E_API_URL ??= `http://localhost:${API_PORT}`;

// A fresh embedded database per run; workers inherit the variable, so they agree on it.
process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'travel-e2e-'));

/** The suite starts the whole site the way `npm start` does (building what is stale), on its own ports. */
const E2E_SERVER_COMMAND = 'node scripts/start.mjs';
/** The reports' bearer token for the suite's API (the specs read it from E2E_REPORTS_TOKEN). */
process.env.E2E_REPORTS_TOKEN ??= 'e2e-reports-token-0123456789abcdef0123';
const E2E_REPORTS_TOKEN = process.env.E2E_REPORTS_TOKEN;
const E2E_SERVER_ENV = {
  PORT: String(WEB_PORT),
  API_PORT: String(API_PORT),
  API_PUBLIC_URL: `http://localhost:${API_PORT}`,
  API_INTERNAL_URL: `http://127.0.0.1:${API_PORT}`,
  WEB_ORIGIN: BASE_URL,
  SITE_URL: BASE_URL,
  DATA_DIR: process.env.E2E_DATA_DIR,
  ENABLE_TEST_ROUTES: '1',
  LOG_LEVEL: 'warn',
  // e2e/attribution.spec.ts reads the bookings per campaign.
  REPORTS_TOKEN: E2E_REPORTS_TOKEN,
  // The browser and the specs reach both servers over loopback: trusting it as a proxy lets a spec play
  // a visitor of its own address (X-Forwarded-For, support/journey.ts visitorAddress), so per-visitor
  // limits count each spec apart instead of the whole suite as one 127.0.0.1.
  TRUST_PROXY: 'loopback',
};

// Debian's Chromium: `npx playwright install` needs the network, which tests must not (CONVENTIONS §10).
const CHROMIUM_PATH = '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const launchOptions = { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS };
const DESKTOP = { ...devices['Desktop Chrome'], launchOptions };
/** A small phone in Chromium: 375 px wide, touch, mobile viewport. */
const PHONE_375 = {
  ...devices['Pixel 5'],
  viewport: { width: 375, height: 740 },
  screen: { width: 375, height: 812 },
  launchOptions,
};
const BOOKING_SPECS = 'booking*.spec.ts';

export default defineConfig({
  testDir: './e2e',
  testMatch: '*.spec.ts',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  // Two workers share two slow cores with both servers: a journey with axe scans (each one a new
  // context for the page without script) took over 30 s in CI, so 60 s is the floor; long journeys set more.
  timeout: 60_000,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL: BASE_URL,
    trace: 'retain-on-failure',
    // A Latin American Spanish browser (Accept-Language es-419): the home page follows the browser's
    // language on a first visit, and the site's visitors mostly read Spanish.
    locale: 'es-419',
    // Every spec starts as a visitor who has already answered the cookie banner (optional cookies
    // off), so the banner does not cover what the spec clicks; e2e/consent.spec.ts starts without it.
    storageState: {
      cookies: [
        {
          name: CONSENT_COOKIE_NAME,
          value: serializeConsentCookie(rejectAllCookies(new Date())),
          domain: 'localhost',
          path: '/',
          expires: -1,
          httpOnly: false,
          secure: false,
          sameSite: 'Lax',
        },
      ],
      origins: [],
    },
  },
  projects: [
    {
      name: 'chromium',
      use: { ...DESKTOP },
    },
    // The booking funnel again: without script (a slow phone before it loads, or none at all) and on
    // a 375 px phone. Only its spec: the rest of the site is covered by the desktop project.
    {
      name: 'chromium-no-js',
      testMatch: BOOKING_SPECS,
      use: { ...DESKTOP, javaScriptEnabled: false },
    },
    {
      name: 'phone-375',
      testMatch: BOOKING_SPECS,
      use: { ...PHONE_375 },
    },
    {
      name: 'phone-375-no-js',
      testMatch: BOOKING_SPECS,
      use: { ...PHONE_375, javaScriptEnabled: false },
    },
  ],
  webServer: {
    command: E2E_SERVER_COMMAND,
    env: E2E_SERVER_ENV,
    url: BASE_URL,
    reuseExistingServer: false,
    timeout: 180_000,
  },
});
