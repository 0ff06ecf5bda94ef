import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// The import boundaries of CONVENTIONS rule 5 and decision 006 live in biome.json; these probes prove
// that each one reports a violation where it should, and nothing on the imports it allows.
const root = resolve(import.meta.dirname, '..');
const BOUNDARY_RULES = ['style/noRestrictedImports', 'correctness/noNodejsModules'];
const RESTRICTED = 'lint/style/noRestrictedImports';
const NODE_MODULE = 'lint/correctness/noNodejsModules';

type Diagnostic = { category: string; location: { path: string; start: { line: number } } };
/** One import per line, with the rule that must report it, or null when it is allowed. */
type Probe = { path: string; imports: Array<[source: string, rule: string | null]> };

function runBiome(paths: string[]): Diagnostic[] {
  const result = spawnSync(
    join(root, 'node_modules/.bin/biome'),
    [
      'lint',
      '--reporter=json',
      // `--only` also runs noNodejsModules where the config leaves it off, as a warning: only errors count.
      '--diagnostic-level=error',
      '--max-diagnostics=none',
      ...BOUNDARY_RULES.map((rule) => `--only=${rule}`),
      ...paths,
    ],
    { cwd: root, encoding: 'utf8' },
  );
  if (result.error) throw result.error;
  return (JSON.parse(result.stdout) as { diagnostics: Diagnostic[] }).diagnostics;
}

/** Writes the probes into the tree, lints them, and answers `path:line rule` for every error found. */
function lintProbes(probes: Probe[]): { found: string[]; expected: string[] } {
  const created: string[] = [];
  try {
    for (const probe of probes) {
      mkdirSync(dirname(join(root, probe.path)), { recursive: true });
      writeFileSync(join(root, probe.path), `${probe.imports.map(([line]) => line).join('\n')}\n`, {
        flag: 'wx',
      });
      created.push(probe.path);
    }
    const found = runBiome(created).map((d) => `${d.location.path}:${d.location.start.line} ${d.category}`);
    const expected = probes.flatMap((probe) =>
      probe.imports.flatMap(([, rule], index) => (rule ? [`${probe.path}:${index + 1} ${rule}`] : [])),
    );
    return { found: found.sort(), expected: expected.sort() };
  } finally {
    for (const path of created) rmSync(join(root, path), { force: true });
  }
}

const probeName = () => `boundary-probe-${randomUUID().slice(0, 8)}.ts`;

describe('import boundaries (biome.json)', () => {
  it('finds no violation in the tree as it is', () => {
    expect(runBiome(['.'])).toEqual([]);
  });

  it('keeps the domain free of apps, Node I/O, React, Fastify and Drizzle', () => {
    const { found, expected } = lintProbes([
      {
        path: `packages/domain/src/${probeName()}`,
        imports: [
          ["import { readFile } from 'node:fs';", NODE_MODULE],
          ["import { spawn } from 'node:child_process';", NODE_MODULE],
          ["import { createServer } from 'http';", NODE_MODULE],
          ["import { useState } from 'react';", RESTRICTED],
          ["import { Button } from 'react-aria-components';", RESTRICTED],
          ["import fastify from 'fastify';", RESTRICTED],
          ["import { eq } from 'drizzle-orm';", RESTRICTED],
          ["import { buildApp } from '@travel/api/src/app.ts';", RESTRICTED],
          ["import { routes } from '../../../apps/web/app/routes.ts';", RESTRICTED],
          ["import { SearchResponseSchema } from '@travel/contract/flights';", RESTRICTED],
          ["import { BookingSchema } from '../../contract/src/bookings.schemas.ts';", RESTRICTED],
          ["import { z } from 'zod';", null],
          ["import { dinero } from 'dinero.js';", null],
          ["import { toMoney } from '../money/index.ts';", null],
        ],
      },
    ]);
    expect(found).toEqual(expected);
  });

  it('keeps the wire contract free of apps, Node I/O, React, Fastify and Drizzle', () => {
    const { found, expected } = lintProbes([
      {
        path: `packages/contract/src/${probeName()}`,
        imports: [
          ["import { buildApp } from '@travel/api/src/app.ts';", RESTRICTED],
          ["import { routes } from '@travel/web/app/routes';", RESTRICTED],
          ["import type { AppError } from '../../../apps/api/src/errors.ts';", RESTRICTED],
          ["import { createApiClient } from '../../../apps/web/app/lib/api-client.ts';", RESTRICTED],
          ["import { readFile } from 'node:fs';", NODE_MODULE],
          ["import { useState } from 'react';", RESTRICTED],
          ["import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';", RESTRICTED],
          ["import { eq } from 'drizzle-orm';", RESTRICTED],
          ["import { z } from 'zod';", null],
          ["import { ProblemSchema } from '@travel/domain/problem';", null],
          ["import { AgentIdSchema } from './visitor.schemas.ts';", null],
        ],
      },
    ]);
    expect(found).toEqual(expected);
  });

  it('keeps the web app and the API from importing each other', () => {
    const { found, expected } = lintProbes([
      {
        path: `apps/web/app/lib/${probeName()}`,
        imports: [
          ["import { buildApp } from '@travel/api/src/app.ts';", RESTRICTED],
          ["import type { AppError } from '../../../api/src/errors.ts';", RESTRICTED],
          ["import { getI18n } from './i18n';", null],
          ["import type { Money } from '@travel/domain/money';", null],
          ["import type { Booking } from '@travel/contract/bookings';", null],
        ],
      },
      {
        path: `apps/api/src/${probeName()}`,
        imports: [
          ["import { routes } from '@travel/web/app/routes';", RESTRICTED],
          ["import { routes } from '../../web/app/routes.ts';", RESTRICTED],
          ["import { AppError } from './errors.ts';", null],
          ["import { BookingResponseSchema } from '@travel/contract/bookings';", null],
        ],
      },
    ]);
    expect(found).toEqual(expected);
  });

  it('keeps a web feature from importing another feature, while it uses ui/, lib/ and the domain', () => {
    const feature = `apps/web/app/features/${probeName().replace('.ts', '')}`;
    try {
      const { found, expected } = lintProbes([
        {
          path: `${feature}/probe.tsx`,
          imports: [
            ["import { OfferCard } from '../results/offer-card';", RESTRICTED],
            ["import type { BookingDraft } from '../booking/booking-draft.store';", RESTRICTED],
            ["import { ErrorPage } from '~/features/errors/error-page';", RESTRICTED],
            ["import { ErrorPage } from '../../features/errors/error-page';", RESTRICTED],
            // The feature override must keep the app boundary of apps/web as well.
            ["import { buildApp } from '@travel/api/src/app.ts';", RESTRICTED],
            ["import { useLocale } from '../../lib/use-locale';", null],
            ["import { FormField } from '../../ui/form-field';", null],
            ["import esBooking from '../../locales/es/booking.json';", null],
            ["import { priceBags } from '@travel/domain/baggage';", null],
            ["import { helper } from './helper';", null],
          ],
        },
      ]);
      expect(found).toEqual(expected);
    } finally {
      rmSync(join(root, feature), { recursive: true, force: true });
    }
  });

  it('keeps checkout from importing any product: it reaches them through the ProductLine port', () => {
    const { found, expected } = lintProbes([
      {
        path: `apps/api/src/checkout/${probeName()}`,
        imports: [
          ["import { createAirService } from '../flights/air.service.ts';", RESTRICTED],
          ["import type { FlightLineSnapshot } from '../flights/flight-line.ts';", RESTRICTED],
          ["import { createFlightProductLine } from '../flights/flight-product-line.ts';", RESTRICTED],
          ["import type { FlightSupplier } from '../flights/supplier/flight-supplier.port.ts';", RESTRICTED],
          ["import type { HotelLine } from '../hotels/hotel-line.ts';", RESTRICTED],
          // The checkout override must keep the app boundary of apps/api as well.
          ["import { routes } from '@travel/web/app/routes';", RESTRICTED],
          ["import type { ProductLine } from './product-line.ts';", null],
          ["import { computeSessionTotals } from './session-totals.ts';", null],
          ["import type { PaymentGateway } from '../payments/payment-gateway.port.ts';", null],
          ["import type { Clock } from '../platform/clock.ts';", null],
          ["import { AppError } from '../errors.ts';", null],
          ["import { steerableSupplier } from '../test/steerable-flight-supplier.ts';", null],
        ],
      },
    ]);
    expect(found).toEqual(expected);
  });

  it("keeps a product from importing checkout's internals or payments, while it uses the port", () => {
    const hotels = 'apps/api/src/hotels';
    // The hotels slice exists now (decision 014): only a folder this test made may be removed.
    const hotelsExisted = existsSync(join(root, hotels));
    try {
      const { found, expected } = lintProbes([
        {
          path: `apps/api/src/flights/${probeName()}`,
          imports: [
            ["import type { BookingSession } from '../checkout/booking-session.service.ts';", RESTRICTED],
            ["import { createPaymentStartService } from '../checkout/payment-start.service.ts';", RESTRICTED],
            ["import type { Booking } from '../checkout/bookings.schemas.ts';", RESTRICTED],
            [
              "import { renderBookingConfirmation } from '../checkout/booking-confirmation.mail.ts';",
              RESTRICTED,
            ],
            ["import type { PaymentGateway } from '../payments/payment-gateway.port.ts';", RESTRICTED],
            // The product override must keep the app boundary of apps/api as well.
            ["import { routes } from '@travel/web/app/routes';", RESTRICTED],
            ["import type { ProductLine } from '../checkout/product-line.ts';", null],
            ["import type { AirportsRepository } from '../airports/airports.repository.ts';", null],
            ["import type { Clock } from '../platform/clock.ts';", null],
            ["import { AppError } from '../errors.ts';", null],
          ],
        },
        {
          path: `apps/api/src/flights/supplier/builtin/${probeName()}`,
          imports: [
            ["import { readSession } from '../../../checkout/booking-session.service.ts';", RESTRICTED],
            ["import type { SessionLine } from '../../../checkout/product-line.ts';", null],
          ],
        },
        {
          // The next product is held to the same rule before it exists.
          path: `${hotels}/${probeName()}`,
          imports: [
            ["import { createBookingsService } from '../checkout/bookings.service.ts';", RESTRICTED],
            ["import type { ProductLine } from '../checkout/product-line.ts';", null],
          ],
        },
      ]);
      expect(found).toEqual(expected);
    } finally {
      if (!hotelsExisted) rmSync(join(root, hotels), { recursive: true, force: true });
    }
  });

  it('keeps payments from importing checkout or any product', () => {
    const { found, expected } = lintProbes([
      {
        path: `apps/api/src/payments/sandbox/${probeName()}`,
        imports: [
          ["import type { BookingSession } from '../../checkout/booking-session.service.ts';", RESTRICTED],
          ["import type { ProductLine } from '../../checkout/product-line.ts';", RESTRICTED],
          ["import type { AirService } from '../../flights/air.service.ts';", RESTRICTED],
          ["import type { PaymentGateway } from '../payment-gateway.port.ts';", null],
          ["import type { Ids } from '../../platform/ids.ts';", null],
        ],
      },
    ]);
    expect(found).toEqual(expected);
  });
});
