import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadCruiseList, loadCruiseSailing } from './cruise-pages.server';
import { loadTourDestination, loadToursIndex } from './tour-pages.server';

const TODAY = '2026-11-24';

function node(bundle: string, id: string, title: string, alias: string, fields: Record<string, unknown>) {
  return {
    type: `node--${bundle}`,
    id,
    attributes: {
      drupal_internal__nid: 1,
      langcode: 'es',
      title,
      created: '2026-11-24T00:00:00Z',
      changed: '2026-11-24T00:00:00Z',
      path: { alias, langcode: 'es' },
      body: { value: 'Texto', format: 'markdown', processed: '<p>Texto</p>', summary: null },
      field_summary: `Resumen de ${title}`,
      ...fields,
    },
  };
}

const peru = node('tour_destination', 'd-peru', 'Tours en Perú', '/turs/peru', {
  field_country: 'PE',
  field_airport: 'LIM',
});
const mexico = node('tour_destination', 'd-mexico', 'Tours en México', '/turs/mexico', {
  field_country: 'MX',
  field_airport: 'MEX',
});
const tour = (id: string, destination: string, days: number, price: number, dates: string[]) =>
  node('tour_package', id, `Tour ${id}`, `/turs/${destination}/${id}`, {
    field_destination: destination,
    field_days: days,
    field_price_from: price,
    field_airport: 'CUZ',
    field_departures: dates.map((date) => ({ date, price })),
    field_stops: [{ name: 'Cusco', lat: -13.5, lon: -71.9 }],
    field_included: ['Hotel'],
    field_not_included: ['Vuelos'],
    field_itinerary: Array.from({ length: days }, (_, index) => ({
      day: index + 1,
      title: 'Día',
      text: 'Texto',
    })),
  });
const sailing = (id: string, port: string, date: string, price: number) =>
  node('cruise_sailing', id, `Crucero ${id}`, `/cruceros/${id}`, {
    field_cruise_line: 'MSC Cruceros',
    field_ship: 'MSC Seaview',
    field_departure_port: { code: port, name: port },
    field_departure_date: date,
    field_nights: 7,
    field_price_from: price,
    field_ports: [
      { name: 'A', lat: 1, lon: 1, day: 1 },
      { name: 'B', lat: 2, lon: 2, day: 8 },
    ],
    field_cabins: [{ type: 'interior', price }],
  });

const NODES: Record<string, ReturnType<typeof node>[]> = {
  tour_destination: [mexico, peru],
  tour_package: [
    tour('cusco', 'peru', 5, 890, ['2026-11-01', '2027-01-09']),
    tour('lima', 'peru', 3, 420, ['2027-02-01']),
    tour('yucatan', 'mexico', 8, 1290, ['2027-03-01']),
  ],
  cruise_sailing: [
    sailing('sailed', 'MIA', '2026-11-10', 499),
    sailing('may', 'MIA', '2027-05-15', 749),
    sailing('jan', 'SJU', '2027-01-10', 1190),
  ],
};

/** A content API answering JSON:API lists (with the destination filter) and the decoupled router. */
function stubContentApi() {
  const fetch = vi.fn(async (input: string | URL) => {
    const url = new URL(String(input));
    const json = (body: unknown, status = 200) =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    const list = /\/jsonapi\/node\/([a-z_]+)$/.exec(url.pathname);
    if (list?.[1]) {
      const destination = url.searchParams.get('filter[field_destination]');
      const data = (NODES[list[1]] ?? []).filter(
        (item) =>
          destination === null ||
          (item.attributes as Record<string, unknown>).field_destination === destination,
      );
      return json({ data, meta: { count: data.length }, links: { self: { href: url.toString() } } });
    }
    if (url.pathname === '/router/translate-path') {
      const alias = (url.searchParams.get('path') ?? '').replace(/^\/es/, '');
      const found = Object.values(NODES)
        .flat()
        .find((item) => item.attributes.path.alias === alias);
      if (!found) return json({ status: 404, title: 'Not Found', code: 'CONTENT_NOT_FOUND' }, 404);
      const bundle = found.type.replace('node--', '');
      return json({
        resolved: alias,
        isHomePath: false,
        entity: { canonical: alias, type: 'node', bundle, id: '1', uuid: found.id, langcode: 'es' },
        label: found.attributes.title,
        jsonapi: {
          individual: `http://api.test/jsonapi/node/${bundle}/${found.id}`,
          resourceName: found.type,
          pathPrefix: 'jsonapi',
          basePath: '/jsonapi',
          entryPoint: 'http://api.test/jsonapi',
        },
      });
    }
    const individual = /\/jsonapi\/node\/[a-z_]+\/(.+)$/.exec(url.pathname);
    const found = Object.values(NODES)
      .flat()
      .find((item) => item.id === individual?.[1]);
    return found ? json({ data: found }) : json({ status: 404, title: 'Not Found' }, 404);
  });
  vi.stubGlobal('fetch', fetch);
}

const request = (path: string) => new Request(`http://site.test${path}`);

/** Where a loader redirects to (a 302), or an error when it does not. */
async function redirectOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (thrown) {
    if (thrown instanceof Response && thrown.status === 302) return thrown.headers.get('location') ?? '';
    throw thrown;
  }
  throw new Error('no redirect');
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('loadToursIndex', () => {
  it('groups the packages under their destinations, in title order', async () => {
    stubContentApi();
    const page = await loadToursIndex(request('/turs'), TODAY);
    expect(page.groups.map((group) => [group.title, group.tours.map((item) => item.title)])).toEqual([
      ['Tours en México', ['Tour yucatan']],
      ['Tours en Perú', ['Tour cusco', 'Tour lima']],
    ]);
    expect(page.destinations).toEqual([
      { slug: 'mexico', title: 'Tours en México' },
      { slug: 'peru', title: 'Tours en Perú' },
    ]);
    // The next departure is the first one still ahead.
    expect(page.groups[1]?.tours[0]?.nextDeparture).toBe('2027-01-09');
  });

  it("applies the form's filters and drops destinations left empty", async () => {
    stubContentApi();
    const page = await loadToursIndex(request('/turs?destino=peru&duracion=short&precioMax=500'), TODAY);
    expect(page.filters).toEqual({ destination: 'peru', duration: 'short', maxPrice: 500 });
    expect(page.groups.map((group) => group.tours.map((item) => item.title))).toEqual([['Tour lima']]);
    expect(page.total).toBe(1);
  });

  it('redirects a filter it does not apply to the filters as applied, keeping the other parameters', async () => {
    stubContentApi();
    const location = await redirectOf(
      loadToursIndex(request('/turs?ref=mail&destino=narnia&duracion=forever&precioMax=500'), TODAY),
    );
    expect(location).toBe('/turs?ref=mail&precioMax=500');
    const page = await loadToursIndex(request(location), TODAY);
    expect(page.filters).toEqual({ maxPrice: 500 });
  });

  it("does not redirect the form's own query, in any order and with untouched fields blank", async () => {
    stubContentApi();
    const page = await loadToursIndex(request('/turs?precioMax=500&duracion=short&destino=peru'), TODAY);
    expect(page.total).toBe(1);
    expect((await loadToursIndex(request('/turs?destino=&duracion=&precioMax='), TODAY)).total).toBe(3);
  });
});

describe('loadTourDestination', () => {
  it("lists the destination's own packages only", async () => {
    stubContentApi();
    const page = await loadTourDestination(request('/turs/peru'), 'peru', TODAY);
    expect(page.destination.field_country).toBe('PE');
    expect(page.tours.map((item) => item.title)).toEqual(['Tour cusco', 'Tour lima']);
  });

  it('is the 404 page for a destination the content service does not have', async () => {
    stubContentApi();
    await expect(loadTourDestination(request('/turs/narnia'), 'narnia', TODAY)).rejects.toMatchObject({
      init: { status: 404 },
    });
  });
});

describe('loadCruiseList', () => {
  it('lists upcoming sailings only, soonest first, with the options of the filter form', async () => {
    stubContentApi();
    const page = await loadCruiseList(request('/cruceros'), TODAY);
    expect(page.sailings.map((item) => item.title)).toEqual(['Crucero jan', 'Crucero may']);
    expect(page.options.ports.map((port) => port.code)).toEqual(['MIA', 'SJU']);
    expect(page.options.months).toEqual(['2027-01', '2027-05']);
  });

  it('filters by port and month from the URL', async () => {
    stubContentApi();
    const page = await loadCruiseList(request('/cruceros?puerto=MIA&mes=2027-05'), TODAY);
    expect(page.sailings.map((item) => item.title)).toEqual(['Crucero may']);
  });

  it('redirects a filter it does not apply to the filters as applied, keeping the other parameters', async () => {
    stubContentApi();
    const location = await redirectOf(
      loadCruiseList(request('/cruceros?utm_source=mail&precioMax=-5&puerto=XXX&orden=price'), TODAY),
    );
    expect(location).toBe('/cruceros?utm_source=mail&orden=price');
    const page = await loadCruiseList(request(location), TODAY);
    expect(page.sailings.map((item) => item.title)).toEqual(['Crucero may', 'Crucero jan']);
  });

  it('redirects a bare filter it does not apply to the page without a query', async () => {
    stubContentApi();
    expect(await redirectOf(loadCruiseList(request('/cruceros?puerto=XXX'), TODAY))).toBe('/cruceros');
  });

  it("does not redirect the form's own query, in any order and with untouched fields blank", async () => {
    stubContentApi();
    const page = await loadCruiseList(request('/cruceros?orden=price&mes=2027-05&puerto=MIA'), TODAY);
    expect(page.sailings.map((item) => item.title)).toEqual(['Crucero may']);
    const blank = await loadCruiseList(
      request('/cruceros?puerto=&mes=&naviera=&precioMax=&orden=date'),
      TODAY,
    );
    expect(blank.sailings).toHaveLength(2);
  });
});

describe('loadCruiseSailing', () => {
  it('marks a sailing that has left', async () => {
    stubContentApi();
    expect((await loadCruiseSailing(request('/cruceros/sailed'), 'sailed', TODAY)).sailed).toBe(true);
    expect((await loadCruiseSailing(request('/cruceros/may'), 'may', TODAY)).sailed).toBe(false);
  });
});
