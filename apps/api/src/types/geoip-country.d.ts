// geoip-country ships no types; this is the part of its API the geolocation adapter uses.
declare module 'geoip-country' {
  interface GeoipCountryResult {
    country: string;
    name: string;
    currency?: string[];
  }
  const geoip: { lookup(ip: string): GeoipCountryResult | null };
  export default geoip;
}
