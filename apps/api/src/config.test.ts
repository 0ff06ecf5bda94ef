import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadApiConfig } from './config.ts';

const repositoryRoot = path.resolve(import.meta.dirname, '../../..');

describe('loadApiConfig', () => {
  it('uses the documented defaults when nothing is set', () => {
    const config = loadApiConfig({});
    expect(config.API_PORT).toBe(4000);
    expect(config.WEB_ORIGIN).toBe('http://localhost:3000');
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.dataDir).toMatch(/data$/);
  });

  it('reads a port and a PostgreSQL URL from the environment', () => {
    const config = loadApiConfig({ API_PORT: '4100', DATABASE_URL: 'postgres://u@db:5432/travel' });
    expect(config.API_PORT).toBe(4100);
    expect(config.DATABASE_URL).toBe('postgres://u@db:5432/travel');
  });

  it('runs one API process unless told, and more only on a PostgreSQL server', () => {
    expect(loadApiConfig({}).API_WORKERS).toBe(1);
    expect(loadApiConfig({ API_WORKERS: '2', DATABASE_URL: 'postgres://u@db:5432/travel' }).API_WORKERS).toBe(
      2,
    );
    expect(() => loadApiConfig({ API_WORKERS: '2' })).toThrow(/- API_WORKERS: above 1 needs DATABASE_URL/);
  });

  it('treats an empty variable as unset', () => {
    expect(loadApiConfig({ DATABASE_URL: '' }).DATABASE_URL).toBeUndefined();
  });

  it.each([
    ['API_PORT', 'abc'],
    ['API_PORT', '70000'],
    ['API_WORKERS', '0'],
    ['API_WORKERS', 'all'],
    ['DATABASE_URL', 'mysql://root@localhost/travel'],
    ['WEB_ORIGIN', 'not a url'],
    ['LOG_LEVEL', 'loud'],
    ['FLIGHT_SUPPLIER', 'sabre'],
    ['AMADEUS_HOSTNAME', 'staging'],
    ['AMADEUS_PORT', '0'],
    ['AMADEUS_SSL', 'maybe'],
  ])('refuses a bad %s and names it in the message', (name, value) => {
    expect(() => loadApiConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadApiConfig({ [name]: value })).toThrow(new RegExp(`- ${name}:`));
  });

  describe('flight supplier', () => {
    it('uses the built-in supplier and the Amadeus test environment by default', () => {
      const config = loadApiConfig({});
      expect(config.FLIGHT_SUPPLIER).toBe('builtin');
      expect(config.AMADEUS_HOSTNAME).toBe('test');
      expect(config.AMADEUS_CLIENT_ID).toBeUndefined();
    });

    it('reads the Amadeus credentials and a custom endpoint', () => {
      const config = loadApiConfig({
        FLIGHT_SUPPLIER: 'amadeus',
        AMADEUS_CLIENT_ID: 'id',
        AMADEUS_CLIENT_SECRET: 'secret',
        AMADEUS_HOSTNAME: 'production',
        AMADEUS_HOST: '127.0.0.1',
        AMADEUS_PORT: '4010',
        AMADEUS_SSL: 'false',
      });
      expect(config).toMatchObject({
        FLIGHT_SUPPLIER: 'amadeus',
        AMADEUS_CLIENT_ID: 'id',
        AMADEUS_CLIENT_SECRET: 'secret',
        AMADEUS_HOSTNAME: 'production',
        AMADEUS_HOST: '127.0.0.1',
        AMADEUS_PORT: 4010,
        AMADEUS_SSL: false,
      });
    });

    it.each([
      ['AMADEUS_CLIENT_ID', { AMADEUS_CLIENT_SECRET: 'secret' }],
      ['AMADEUS_CLIENT_SECRET', { AMADEUS_CLIENT_ID: 'id' }],
      ['AMADEUS_CLIENT_ID', { AMADEUS_CLIENT_ID: '', AMADEUS_CLIENT_SECRET: 'secret' }],
    ])('refuses FLIGHT_SUPPLIER=amadeus without %s and names it', (name, env) => {
      const load = () => loadApiConfig({ FLIGHT_SUPPLIER: 'amadeus', ...env });
      expect(load).toThrow(ConfigError);
      expect(load).toThrow(new RegExp(`- ${name}: is required when FLIGHT_SUPPLIER=amadeus`));
    });

    it('does not ask for Amadeus credentials with the built-in supplier', () => {
      expect(() => loadApiConfig({ FLIGHT_SUPPLIER: 'builtin' })).not.toThrow();
    });
  });

  it('trusts no proxy unless told, and reads booleans and address lists', () => {
    expect(loadApiConfig({}).TRUST_PROXY).toBe(false);
    expect(loadApiConfig({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
    expect(loadApiConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8' }).TRUST_PROXY).toBe('loopback, 10.0.0.0/8');
  });

  describe('PAYMENT_MAC_SECRET', () => {
    const ownSecret = randomBytes(32).toString('hex');
    const production = (secret?: string) =>
      loadApiConfig({
        NODE_ENV: 'production',
        PAYMENT_NOTIFICATION_SECRET: randomBytes(32).toString('hex'),
        ...(secret === undefined ? {} : { PAYMENT_MAC_SECRET: secret }),
      });

    it('has no default: unset outside production, the API generates its own', () => {
      expect(loadApiConfig({}).PAYMENT_MAC_SECRET).toBeUndefined();
      expect(loadApiConfig({ NODE_ENV: 'test' }).PAYMENT_MAC_SECRET).toBeUndefined();
    });

    it('reads a secret of 32 bytes or more', () => {
      expect(production(ownSecret).PAYMENT_MAC_SECRET).toBe(ownSecret);
      expect(loadApiConfig({ PAYMENT_MAC_SECRET: ownSecret }).PAYMENT_MAC_SECRET).toBe(ownSecret);
    });

    it('refuses to start in production without one, naming the variable', () => {
      expect(() => production()).toThrow(ConfigError);
      expect(() => production()).toThrow(/- PAYMENT_MAC_SECRET: is required when NODE_ENV=production/);
      expect(() => production('')).toThrow(/- PAYMENT_MAC_SECRET: is required/);
    });

    it('refuses a secret shorter than 32 bytes', () => {
      expect(() => production('x'.repeat(31))).toThrow(/- PAYMENT_MAC_SECRET: must be at least 32 bytes/);
      expect(() => loadApiConfig({ PAYMENT_MAC_SECRET: 'sixteen-chars-ok' })).toThrow(/PAYMENT_MAC_SECRET/);
    });

    it.each(['dev-only-payment-mac-secret-change-me', 'test-payment-mac-secret-0123456789'])(
      'refuses the formerly published value %s, in production and elsewhere',
      (secret) => {
        expect(() => production(secret)).toThrow(
          /- PAYMENT_MAC_SECRET: is a value published in the repository/,
        );
        expect(() => loadApiConfig({ PAYMENT_MAC_SECRET: secret })).toThrow(ConfigError);
      },
    );

    it('is written with no value in .env.example, where anyone could copy it', () => {
      const example = fs.readFileSync(path.join(repositoryRoot, '.env.example'), 'utf8');
      expect(example).toMatch(/^# PAYMENT_MAC_SECRET=$/m);
      expect(example).not.toMatch(/^\s*#?\s*PAYMENT_MAC_SECRET=\S/m);
    });
  });

  describe('PAYMENT_NOTIFICATION_SECRET', () => {
    const macSecret = randomBytes(32).toString('hex');
    it('has no default outside production (the API generates one) and is required in production', () => {
      expect(loadApiConfig({}).PAYMENT_NOTIFICATION_SECRET).toBeUndefined();
      expect(() => loadApiConfig({ NODE_ENV: 'production', PAYMENT_MAC_SECRET: macSecret })).toThrow(
        /- PAYMENT_NOTIFICATION_SECRET: is required when NODE_ENV=production/,
      );
      expect(() => loadApiConfig({ PAYMENT_NOTIFICATION_SECRET: 'short' })).toThrow(
        /PAYMENT_NOTIFICATION_SECRET/,
      );
    });

    it('keeps the test-only routes off in production', () => {
      expect(loadApiConfig({}).ENABLE_TEST_ROUTES).toBe(false);
      expect(loadApiConfig({ ENABLE_TEST_ROUTES: '1' }).ENABLE_TEST_ROUTES).toBe(true);
      expect(() =>
        loadApiConfig({
          NODE_ENV: 'production',
          PAYMENT_MAC_SECRET: macSecret,
          PAYMENT_NOTIFICATION_SECRET: randomBytes(32).toString('hex'),
          ENABLE_TEST_ROUTES: 'true',
        }),
      ).toThrow(/ENABLE_TEST_ROUTES: must be off in production/);
    });
  });
});
