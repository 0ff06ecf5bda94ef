export interface IpLocation {
  /** ISO 3166-1 alpha-2. */
  countryCode: string;
  countryName: string;
  /** The country's currencies, ISO 4217, most used first. */
  currencyCodes: string[];
}

/** Country of an IP address; null for private, reserved or unknown addresses. */
export interface IpGeolocation {
  lookup(ip: string): IpLocation | null;
}
