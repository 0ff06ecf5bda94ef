/**
 * The company's call-centre numbers and hours (spec §1, §9 "working hours"). Spec §2 loads them from
 * the CRM; until that client exists these are the configured values, and the fallback of spec §8.
 */
export type CompanyContact = {
  /** ISO country code; '' is the international entry. */
  countryCode: string;
  /** E.164 for tel: links. */
  contactNumber: string;
  /** As printed. */
  display: string;
};

export const COMPANY_CONTACTS: readonly CompanyContact[] = [
  { countryCode: 'CO', contactNumber: '+576015087000', display: '+57 601 508 7000' },
  { countryCode: 'US', contactNumber: '+13055083000', display: '+1 305 508 3000' },
];

/** Spec §9: '8 AM to 10 PM'. */
export const COMPANY_WORKING_HOURS = { opens: '08:00', closes: '22:00' } as const;

/** Spec §1 promotions. */
export const PHONE_ONLY_MAX_DISCOUNT_PERCENT = 27;
export const CALL_CENTRE_DISCOUNT_PERCENT = 25;
