import type { BagAdditionItem } from '@travel/contract/bag-additions';

/** The quantity field of one traveller on one direction: `bags:<travelerId>:<onward|return>`. */
export const bagFieldName = (travelerId: string, journeyType: BagAdditionItem['journeyType']) =>
  `bags:${travelerId}:${journeyType}`;
