// Without zod, so a page that only caps its billing fields does not load the schemas (issue 18's budget).

/**
 * The longest each billing field may be. Wide enough for any real Latin American address with its
 * accents ('Carrera 7 # 71-21, Torre B, Oficina 1302, Edificio Bancolombia' is 63), and near what
 * card gateways keep: EMV 3-D Secure takes 50 per address line and city, 16 for the postcode.
 */
export const BILLING_MAX_LENGTHS = {
  cardHolderName: 100,
  addressLine: 100,
  city: 60,
  region: 60,
  postCode: 16,
  countryName: 100,
} as const;
