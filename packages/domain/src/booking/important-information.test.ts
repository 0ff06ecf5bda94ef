import { describe, expect, it } from 'vitest';
import type { FlightOffer } from '../offers/index.ts';
import { flightImportantNotes, hotelImportantNotes } from './important-information.ts';

function offer(options: {
  refundable?: boolean;
  bags: Array<{ quantity?: number; weight?: number } | undefined>;
}) {
  return {
    pricingOptions: options.refundable === undefined ? {} : { refundableFare: options.refundable },
    travelerPricings: [
      {
        travelerId: '1',
        travelerType: 'ADULT',
        fareDetailsBySegment: options.bags.map((bags, i) => ({
          segmentId: String(i + 1),
          ...(bags ? { includedCheckedBags: bags } : {}),
        })),
      },
    ],
  } as unknown as FlightOffer;
}

describe('flightImportantNotes', () => {
  it('warns of a non-refundable fare and of bags not included', () => {
    expect(flightImportantNotes(offer({ bags: [{ quantity: 1 }, { quantity: 0 }] }))).toEqual([
      'nonRefundableFare',
      'namesAsInDocument',
      'checkedBagNotIncluded',
      'travelDocuments',
      'vaccines',
      'confirmationByEmail',
    ]);
  });

  it('says so when the fare is refundable and every flight includes a checked bag, by piece or weight', () => {
    const notes = flightImportantNotes(offer({ refundable: true, bags: [{ quantity: 1 }, { weight: 23 }] }));
    expect(notes).toContain('refundableFare');
    expect(notes).toContain('checkedBagIncluded');
  });

  it('counts a segment without an allowance as no bag', () => {
    expect(flightImportantNotes(offer({ bags: [{ quantity: 1 }, undefined] }))).toContain(
      'checkedBagNotIncluded',
    );
  });
});

describe('hotelImportantNotes', () => {
  it('names the guests as in their documents and the confirmation by e-mail', () => {
    expect(hotelImportantNotes()).toEqual(['namesAsInDocument', 'confirmationByEmail']);
  });
});
