import { useTranslation } from 'react-i18next';
import { registerTranslations } from '../../lib/i18n';
import enDeals from '../../locales/en/deals.json';
import esDeals from '../../locales/es/deals.json';
import ptDeals from '../../locales/pt/deals.json';

registerTranslations('deals', { es: esDeals, en: enDeals, pt: ptDeals });

/** The deals pages' strings, loaded with those pages only. */
export function useDealsTranslation() {
  return useTranslation('deals');
}
