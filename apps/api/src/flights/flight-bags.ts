import {
  computeBagPrices,
  countChargeableBagsByDirection,
  findSingleBagOption,
  getAllowedBagQuantities,
  getDirectionSegmentIds,
  type JourneyType,
  type OfferIncluded,
} from '@travel/domain/baggage';
import { fromMoneyAmount, type MoneyAmount, multiplyMoney, toMoneyAmount } from '@travel/domain/money';
import type {
  LineExtrasChoice,
  LineExtrasCount,
  LineExtrasOffer,
  LineExtrasRequest,
} from '../checkout/product-line.ts';
import { AppError } from '../errors.ts';
import type { FlightBags, FlightLineSnapshot, FlightSessionLine, PricedBagOption } from './flight-line.ts';

const money = (amount: number, currency: string): MoneyAmount => ({ amount, currency });

/** One bag with the spec §9 margin, as charged in USD and shown, and how many may be added. */
function priceOneBag(snapshot: FlightLineSnapshot) {
  const included: OfferIncluded = { bags: snapshot.bagOptions };
  const single = findSingleBagOption(included) as PricedBagOption | undefined;
  if (!single) return null;
  return {
    ...computeBagPrices(single.price, single.intPrice),
    maxQuantity: Math.max(...getAllowedBagQuantities(included)) * snapshot.offer.travelerPricings.length,
  };
}

/** The bag options of a flight line, priced with the spec §9 margin, and the bags already added. */
export function describeFlightBags(line: FlightSessionLine): LineExtrasOffer {
  const { snapshot } = line;
  const prices = priceOneBag(snapshot);
  const ids = getDirectionSegmentIds(snapshot.offer);
  return {
    isAdditionalBaggageAllowed: prices !== null,
    singleBagPrice: prices?.display ?? null,
    singleBagPriceUsd: prices?.usd ?? null,
    allowedBaggageQuantity: getAllowedBagQuantities({ bags: snapshot.bagOptions }),
    maxQuantity: prices?.maxQuantity ?? 0,
    onwardSegmentIds: ids.onward,
    returnSegmentIds: ids.return,
    alreadyAddedBaggage: countChargeableBagsByDirection(snapshot.offer),
    addedBaggage: snapshot.bags,
    bags: snapshot.bagOptions,
  };
}

/**
 * Spec §7 add/additional-services: prices the bags from the line's own options and refuses a client
 * price or total that differs (AMOUNT_MISMATCH); answers the line with the bags and their price.
 */
export function chooseFlightBags(
  line: FlightSessionLine,
  request: LineExtrasRequest,
  context: { displayCurrency: string; choiceId: string },
): { line: FlightSessionLine; choice: LineExtrasChoice } {
  const { snapshot } = line;
  const prices = priceOneBag(snapshot);
  const ids = getDirectionSegmentIds(snapshot.offer);
  const { onwardBaggage, returnBaggage } = request.baggage;
  const requested: Array<[JourneyType, typeof onwardBaggage | null]> = [
    ['onward', onwardBaggage],
    ['return', returnBaggage],
  ];
  const baggages: FlightBags[] = [];
  for (const [direction, item] of requested) {
    const path = `additionalServices.baggage.${direction}Baggage`;
    const quantity = item?.quantity ?? 0;
    if (quantity > 0 && (!prices || ids[direction].length === 0)) {
      throw new AppError('BAGGAGE_NOT_AVAILABLE', {
        errors: [{ path: `${path}.quantity`, message: `no bags are sold for the ${direction} flight` }],
      });
    }
    if (prices && quantity > prices.maxQuantity) {
      throw new AppError('BAGGAGE_NOT_AVAILABLE', {
        errors: [{ path: `${path}.quantity`, message: `at most ${prices.maxQuantity} bags` }],
      });
    }
    if (item && item.journeyType !== direction) {
      throw new AppError('VALIDATION_FAILED', {
        errors: [{ path: `${path}.journeyType`, message: `journeyType must be ${direction}` }],
      });
    }
    if (ids[direction].length === 0) continue;
    const unit = prices ?? { display: money(0, context.displayCurrency), usd: money(0, 'USD') };
    const bags: FlightBags = {
      journeyType: direction,
      quantity,
      segmentIds: ids[direction],
      price: unit.display,
      totalAmount: toMoneyAmount(multiplyMoney(fromMoneyAmount(unit.display), quantity)),
      priceUsd: unit.usd,
      totalAmountUsd: toMoneyAmount(multiplyMoney(fromMoneyAmount(unit.usd), quantity)),
    };
    if (item && quantity > 0) {
      const [expectedPrice, expectedTotal] =
        item.totalAmount.currency === 'USD'
          ? [bags.priceUsd, bags.totalAmountUsd]
          : [bags.price, bags.totalAmount];
      const mismatch = [
        ['price', item.price, expectedPrice],
        ['totalAmount', item.totalAmount, expectedTotal],
      ] as const;
      for (const [field, claim, expected] of mismatch) {
        if (claim.amount !== expected.amount || claim.currency !== expected.currency) {
          throw new AppError('AMOUNT_MISMATCH', {
            detail: `${direction} bags: expected ${field} ${expected.amount} ${expected.currency} (minor units)`,
            errors: [
              { path: `${path}.${field}`, message: `must be ${expected.amount} ${expected.currency}` },
            ],
          });
        }
      }
    }
    baggages.push(bags);
  }
  return {
    line: {
      ...line,
      snapshot: { ...snapshot, bags: baggages, additionalServicesId: context.choiceId },
      extras: {
        usd: baggages.reduce((sum, bags) => sum + bags.totalAmountUsd.amount, 0),
        display: baggages.reduce((sum, bags) => sum + bags.totalAmount.amount, 0),
      },
    },
    choice: { id: context.choiceId, baggages },
  };
}

/** How many bags the visitor added each way. */
export function countFlightBags(snapshot: FlightLineSnapshot): LineExtrasCount {
  const count = (direction: JourneyType) =>
    snapshot.bags.find((bags) => bags.journeyType === direction)?.quantity ?? 0;
  return { onward: count('onward'), return: count('return') };
}
