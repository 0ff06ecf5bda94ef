export {
  type CheckInOpening,
  getCheckInOpening,
  isCheckInOpen,
  localDateTimeToUtc,
  ONLINE_CHECK_IN_HOURS_BEFORE,
} from './check-in-rule.ts';
