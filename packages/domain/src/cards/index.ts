export {
  CARD_BRANDS,
  type CardBrand,
  type CardBrandInfo,
  detectCardBrand,
  formatCardNumber,
  getCardBrandInfo,
  stripCardNumber,
  UNKNOWN_BRAND_CVC_LENGTHS,
} from './card-brands.ts';
export {
  type CardField,
  type CardFormState,
  createCardFormState,
  getCardFieldError,
  isCardFormValid,
  updateCardField,
} from './card-form.ts';
export { CARD_MESSAGES, type CardMessageKey } from './card-messages.ts';
export {
  CARD_CVC_MAX_LENGTH,
  CARD_EXPIRY_MAX_LENGTH,
  CARD_NUMBER_MAX_LENGTH,
  type CardExpiry,
  type CardNumberCheck,
  formatCardExpiryInput,
  getCardLastFour,
  getCvcLengths,
  isLuhnValid,
  parseCardExpiry,
  sanitizeCardNumberInput,
  validateCardExpiry,
  validateCardholderName,
  validateCardNumber,
  validateCvc,
} from './card-validation.ts';
export {
  type CardToken,
  CardTokenSchema,
  type PaymentDetails,
  PaymentDetailsSchema,
} from './payment.schemas.ts';
