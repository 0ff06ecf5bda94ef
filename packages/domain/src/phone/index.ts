export { type ContactInfo, ContactInfoSchema } from './contact.schemas.ts';
export { PHONE_INPUT_MAX_LENGTH, PHONE_MESSAGES, sanitizePhoneInput } from './phone-input.ts';
export {
  type CountryCode,
  isPhoneCountry,
  PHONE_ALLOWED_COUNTRIES,
  PHONE_PARSED_TEXT_MAX_LENGTH,
  type PhoneCheck,
  type PhoneCheckFailure,
  type PhoneOptions,
  parsePhone,
  validatePhone,
} from './phone-validation.ts';
