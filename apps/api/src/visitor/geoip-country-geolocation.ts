import geoip from 'geoip-country';
import type { IpGeolocation } from './ip-geolocation.port.ts';

/**
 * The built-in geolocation: MaxMind's GeoLite2 country database shipped inside the geoip-country npm
 * package (updated with the package), loaded in process. Nothing leaves the machine.
 */
export function createGeoipCountryGeolocation(): IpGeolocation {
  return {
    lookup(ip) {
      const found = geoip.lookup(ip);
      if (!found) return null;
      return { countryCode: found.country, countryName: found.name, currencyCodes: found.currency ?? [] };
    },
  };
}
