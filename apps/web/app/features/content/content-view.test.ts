import { describe, expect, it } from 'vitest';
import { buildAirlineRoutes } from './airline-routes';
import { type FaqView, filterAirlines, groupFaq, normalize } from './content-view';

const faq = (id: string, group: string, weight: number, title: string, html: string): FaqView => ({
  id,
  title,
  html,
  summary: '',
  path: `/faq/${group}/${id}`,
  created: '2026-11-20T00:00:00.000Z',
  changed: '2026-11-20T00:00:00.000Z',
  language: 'es',
  field_group_id: group,
  field_group_title: group === 'pagos' ? 'Pagos' : 'Equipaje',
  field_weight: weight,
});

const QUESTIONS = [
  faq('maleta', 'equipaje', 2, '¿Puedo añadir una maleta?', '<p>Sí, antes de <strong>pagar</strong>.</p>'),
  faq('usd', 'pagos', 0, '¿Por qué en dólares?', '<p>La tarjeta se cobra en USD.</p>'),
  faq('cuotas', 'pagos', 1, '¿Cuotas?', '<p>Depende de tu banco.</p>'),
];

describe('groupFaq', () => {
  it('groups the questions in their written order', () => {
    expect(groupFaq(QUESTIONS).map((group) => [group.title, group.questions.map((q) => q.id)])).toEqual([
      ['Pagos', ['usd', 'cuotas']],
      ['Equipaje', ['maleta']],
    ]);
  });

  it('keeps the questions whose title or answer mention the query, ignoring case, accents and markup', () => {
    expect(groupFaq(QUESTIONS, 'DOLARES').flatMap((group) => group.questions.map((q) => q.id))).toEqual([
      'usd',
    ]);
    expect(groupFaq(QUESTIONS, 'pagar').flatMap((group) => group.questions.map((q) => q.id))).toEqual([
      'maleta',
    ]);
    expect(groupFaq(QUESTIONS, 'strong')).toEqual([]);
  });
});

describe('filterAirlines', () => {
  const airlines = [
    { title: 'Avianca', field_iata: 'AV', field_hubs: ['BOG', 'SAL'] },
    { title: 'Aerolíneas Argentinas', field_iata: 'AR', field_hubs: ['AEP', 'EZE'] },
  ];
  it('finds an airline by name without accents, by code and by hub', () => {
    expect(filterAirlines(airlines, 'aerolineas').map((a) => a.field_iata)).toEqual(['AR']);
    expect(filterAirlines(airlines, 'av').map((a) => a.field_iata)).toEqual(['AV']);
    expect(filterAirlines(airlines, 'eze').map((a) => a.field_iata)).toEqual(['AR']);
    expect(filterAirlines(airlines, '  ')).toHaveLength(2);
  });
});

describe('normalize', () => {
  it('drops accents and case', () => {
    expect(normalize('Bogotá, PAÍS, Ñandú')).toBe('bogota, pais, nandu');
  });
});

describe('buildAirlineRoutes', () => {
  it('links one-way searches from each base, a month ahead, filtered to the airline, never to itself', () => {
    const routes = buildAirlineRoutes('AV', ['BOG', 'SAL'], new Date('2026-11-24T12:00:00'), 4);
    expect(routes.map((route) => `${route.from}-${route.to}`)).toEqual([
      'BOG-SAL',
      'BOG-MEX',
      'BOG-LIM',
      'BOG-SCL',
    ]);
    const url = new URL(routes[0]?.path ?? '', 'http://x');
    expect(url.pathname).toBe('/bog-sal/results');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      tripType: '1',
      dep: '2026-12-24',
      airline: 'AV',
    });
  });
});
