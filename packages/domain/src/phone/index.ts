export { type ContactInfo, ContactInfoSchema } from './contact.schemas.ts';
export {
  type CountryCode,
  isPhoneCountry,
  PHONE_ALLOWED_COUNTRIES,
  PHONE_INPUT_MAX_LENGTH,
  PHONE_MESSAGES,
  PHONE_PARSED_TEXT_MAX_LENGTH,
  type PhoneCheck,
  type PhoneCheckFailure,
  type PhoneOptions,
  parsePhone,
  sanitizePhoneInput,
  validatePhone,
} from './phone-validation.ts';
