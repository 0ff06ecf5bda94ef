export {
  annualiseMonthlyRate,
  findInstalmentPlan,
  INSTALMENT_PLANS,
  type InstalmentPlan,
  type InstalmentStyle,
  listCommonInstalmentPlans,
  listInstalmentBrands,
  listInstalmentPlans,
} from './instalment-plans.ts';
export { formatPaymentDeadline, getPaymentDeadlineTimeZone } from './payment-deadline.ts';
export {
  computeMethodCharge,
  computePaymentDeadline,
  isPaymentOverdue,
  isWithinMethodLimit,
  listPaymentMethods,
  PAYMENT_METHOD_IDS,
  PAYMENT_METHOD_RULES,
  type PaymentMethodId,
  type PaymentMethodKind,
  type PaymentMethodRule,
} from './payment-method-rules.ts';
