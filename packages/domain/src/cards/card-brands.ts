import creditCardType from 'credit-card-type';

/** Brands we accept: the ten of spec §5 plus the Latin American brands credit-card-type knows. */
export const CARD_BRANDS = [
  'maestro',
  'forbrugsforeningen',
  'dankort',
  'visa',
  'mastercard',
  'amex',
  'dinersclub',
  'discover',
  'unionpay',
  'jcb',
  'elo',
  'hiper',
  'hipercard',
  'naranja',
] as const;
export type CardBrand = (typeof CARD_BRANDS)[number];

export type CardBrandInfo = {
  brand: CardBrand;
  /** Valid card number lengths. */
  lengths: readonly number[];
  /** Valid security code lengths. */
  cvcLengths: readonly number[];
  /** Separator positions for display, e.g. [4, 8, 12]. */
  gaps: readonly number[];
  luhn: boolean;
};

const LIBRARY_TYPES: Readonly<Record<string, CardBrand>> = {
  visa: 'visa',
  mastercard: 'mastercard',
  'american-express': 'amex',
  'diners-club': 'dinersclub',
  discover: 'discover',
  jcb: 'jcb',
  unionpay: 'unionpay',
  maestro: 'maestro',
  elo: 'elo',
  hiper: 'hiper',
  hipercard: 'hipercard',
  naranja: 'naranja',
};
const BRAND_TO_LIBRARY_TYPE = Object.fromEntries(
  Object.entries(LIBRARY_TYPES).map(([type, brand]) => [brand, type]),
) as Record<CardBrand, string>;

/**
 * The two Danish domestic schemes are not in credit-card-type (which reads their prefixes as
 * maestro), so they are checked first with the prefixes card.js / jquery.payment use.
 */
const DANISH_BRANDS: readonly (CardBrandInfo & { prefix: string })[] = [
  {
    brand: 'forbrugsforeningen',
    prefix: '600',
    lengths: [16],
    cvcLengths: [3],
    gaps: [4, 8, 12],
    luhn: true,
  },
  { brand: 'dankort', prefix: '5019', lengths: [16], cvcLengths: [3], gaps: [4, 8, 12], luhn: true },
];

/** Spec §5: amex takes 3 or 4 digits, an unknown brand 3 to 4. */
export const UNKNOWN_BRAND_CVC_LENGTHS: readonly number[] = [3, 4];
const AMEX_CVC_LENGTHS: readonly number[] = [3, 4];

/** Spaces and dashes are separators; anything else stays so validation can refuse it. */
export function stripCardNumber(input: string): string {
  return input.replace(/[\s-]/g, '');
}

/** Brand from the digits typed so far; null while the prefix is ambiguous or unknown. */
export function detectCardBrand(input: string): CardBrand | null {
  const digits = stripCardNumber(input);
  if (!/^\d+$/.test(digits)) return null;
  const danish = DANISH_BRANDS.find((b) => digits.startsWith(b.prefix));
  if (danish) return danish.brand;
  const matches = creditCardType(digits);
  if (matches.length !== 1 || !matches[0]) return null;
  return LIBRARY_TYPES[matches[0].type] ?? null;
}

export function getCardBrandInfo(brand: CardBrand): CardBrandInfo {
  const danish = DANISH_BRANDS.find((b) => b.brand === brand);
  if (danish) {
    const { prefix: _prefix, ...info } = danish;
    return info;
  }
  const type = creditCardType.getTypeInfo(BRAND_TO_LIBRARY_TYPE[brand]);
  return {
    brand,
    lengths: type.lengths,
    cvcLengths: brand === 'amex' ? AMEX_CVC_LENGTHS : [type.code.size],
    gaps: type.gaps,
    // Spec §5: Luhn for every brand except unionpay (many UnionPay cards fail it).
    luhn: brand !== 'unionpay',
  };
}

/** Groups digits for display, e.g. "4111 1111 1111 1111" or "3782 822463 10005". */
export function formatCardNumber(input: string): string {
  const digits = stripCardNumber(input).replace(/\D/g, '');
  const brand = detectCardBrand(digits);
  const gaps = brand ? getCardBrandInfo(brand).gaps : [4, 8, 12];
  let out = '';
  for (let i = 0; i < digits.length; i++) {
    if (gaps.includes(i)) out += ' ';
    out += digits[i];
  }
  return out;
}
