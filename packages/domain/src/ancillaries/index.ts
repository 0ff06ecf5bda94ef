export {
  BAG_ADDITION_CUTOFF_HOURS,
  type BagAdditionIssue,
  type BagAdditionItem,
  type BagAdditionPlan,
  type BagAllowance,
  countTravellerBags,
  firstDepartureInstant,
  isBagAdditionOpen,
  planBagAddition,
} from './bag-addition.ts';
