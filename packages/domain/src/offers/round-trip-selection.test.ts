import { describe, expect, it } from 'vitest';
import { buildFlightOffer } from '../testing/offer-builder.ts';
import { deriveOfferViews } from './offer-view.ts';
import { isOutboundKey, writeOutboundKey } from './outbound-key.ts';
import { groupByOutbound, listReturnsFor } from './round-trip-selection.ts';

function roundTrip(id: string, total: string, outNumber: string, backAt: string, backDuration = 'PT4H') {
  return buildFlightOffer({
    id,
    total,
    itineraries: [
      {
        duration: 'PT4H',
        segments: [
          {
            from: 'BOG',
            to: 'MIA',
            carrierCode: 'AV',
            number: outNumber,
            departureAt: '2027-03-10T07:45:00',
            arrivalAt: '2027-03-10T11:45:00',
          },
        ],
      },
      {
        duration: backDuration,
        segments: [
          {
            from: 'MIA',
            to: 'BOG',
            carrierCode: 'AV',
            number: '20',
            departureAt: `2027-03-17T${backAt}:00`,
            arrivalAt: `2027-03-17T${backAt}:00`,
          },
        ],
      },
    ],
  });
}

const views = deriveOfferViews([
  roundTrip('1', '500.00', '19', '08:00'),
  roundTrip('2', '450.00', '19', '15:00'),
  roundTrip('3', '480.00', '21', '08:00'),
  roundTrip('4', '450.00', '19', '20:00', 'PT3H'),
]);

describe('writeOutboundKey', () => {
  it('names the outbound by its flights and departure times, in a URL-safe form', () => {
    const outbound = views[0]?.offer.itineraries[0];
    if (!outbound) throw new Error('no offer');
    const key = writeOutboundKey(outbound);
    expect(key).toBe('AV0019-20270310T0745');
    expect(isOutboundKey(key)).toBe(true);
  });

  it('refuses text that is not a key', () => {
    expect(isOutboundKey('<script>')).toBe(false);
    expect(isOutboundKey('')).toBe(false);
  });
});

describe('groupByOutbound', () => {
  it('lists each outbound once, with its cheapest round trip', () => {
    const groups = groupByOutbound(views);
    expect(groups.map((view) => view.id)).toEqual(['2', '3']);
  });
});

describe('listReturnsFor', () => {
  it('lists the round trips of one outbound, cheapest first, then the shorter return', () => {
    expect(listReturnsFor(views, 'AV0019-20270310T0745').map((view) => view.id)).toEqual(['4', '2', '1']);
  });

  it('lists nothing for an outbound the search does not have', () => {
    expect(listReturnsFor(views, 'LA0001-20270310T0745')).toEqual([]);
  });
});
