import { describe, expect, it } from 'vitest';
import { ROUTE_TABLE } from '../../routes';
import { getPageType } from './page-type';

describe('getPageType', () => {
  it.each([
    [['root', 'es.search-form-layout', 'es.home'], 'home'],
    [['root', 'en.result-layout', 'en.flight-results'], 'flight-results'],
    [['root', 'pt.result-layout', 'pt.booking-summary'], 'trip-summary'],
    [['root', 'es.result-layout', 'es.booking-confirm'], 'confirmation'],
    [['root', 'es.result-layout', 'es.hotel-results'], 'hotel-results'],
    [['root', 'es.custom-layout', 'es.content-article'], 'article'],
    [['root', 'es.custom-layout', 'es.faq'], 'content'],
    [['root', 'en.custom-layout', 'en.about-us'], 'content'],
    [['root', 'es.custom-layout', 'es.my-journey'], 'other'],
    [['root', 'es.blank-layout', 'es.booking-waiting'], 'other'],
    [['root', 'es.error-layout', 'es.not-found'], 'other'],
    [['root'], 'other'],
  ])('gives %j the page type %s', (ids, pageType) => {
    expect(getPageType(ids)).toBe(pageType);
  });

  it('names the pages the issue lists wherever the route table puts them', () => {
    const typeOf = (layout: string, name: string) =>
      getPageType(['root', `es.${layout}-layout`, `es.${name}`]);
    const types = new Map<string, string>();
    for (const [layout, pages] of Object.entries(ROUTE_TABLE)) {
      for (const [, module, name = module] of pages) types.set(name, typeOf(layout, name));
    }
    // Every page of the table still exists under the name the map knows it by.
    expect([...types].filter(([, type]) => type !== 'content' && type !== 'other')).toEqual(
      expect.arrayContaining([
        ['home', 'home'],
        ['flight-results', 'flight-results'],
        ['booking-summary', 'trip-summary'],
        ['booking-billing-summary', 'trip-summary'],
        ['hotel-summary', 'trip-summary'],
        ['booking-confirm', 'confirmation'],
        ['hotel-results', 'hotel-results'],
        ['content-article', 'article'],
        ['content-nested-article', 'article'],
        ['article-detail', 'article'],
      ]),
    );
    expect(types.get('cruises')).toBe('content');
    expect(types.get('site-search')).toBe('other');
  });
});
