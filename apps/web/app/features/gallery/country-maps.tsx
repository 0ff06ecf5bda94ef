import { findCountryIllustrations } from './country-illustrations';
import { Gallery, type GalleryItem } from './gallery';
import styles from './gallery.module.css';
import { useGalleryTranslation } from './use-gallery-translation';

const REGION_NAMES = {
  'latin-america': 'regionLatinAmerica',
  'spain-and-latin-america': 'regionSpain',
  americas: 'regionAmericas',
} as const;

/** Two columns from 640 px inside the 72rem page (1.5rem padding each side), one below. */
const THUMBNAIL_SIZES =
  '(min-width: 1200px) 34rem, (min-width: 640px) calc(50vw - 2.5rem), calc(100vw - 3rem)';

/**
 * A country guide's maps: the country with its main airports and where it lies in the region. Nothing
 * when scripts/build-illustrations.mjs drew none for it (a page added in the CMS since).
 */
export function CountryMaps({ countryCode, countryName }: { countryCode: string; countryName: string }) {
  const { t } = useGalleryTranslation();
  const illustrations = findCountryIllustrations(countryCode);
  if (!illustrations) return null;
  const region = t(REGION_NAMES[illustrations.region]);
  const items: GalleryItem[] = [
    {
      ...illustrations.map,
      title: t('countryMapTitle', { country: countryName }),
      alt: t('countryMapAlt', { country: countryName, airports: illustrations.airports.join(', ') }),
    },
    {
      ...illustrations.locator,
      title: t('regionMapTitle', { country: countryName }),
      alt: t('regionMapAlt', { country: countryName, region }),
    },
  ];
  return (
    <section className={styles.section} aria-labelledby="country-maps">
      <h2 id="country-maps">{t('heading')}</h2>
      <Gallery items={items} sizes={THUMBNAIL_SIZES} />
    </section>
  );
}
