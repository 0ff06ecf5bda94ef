import type { CruiseCabin, CruisePort } from '@travel/contract/content';
import { PriceTable } from '../../ui/price-table';
import styles from './cruises.module.css';
import { useCruisesTranslation } from './use-cruises-translation';

/** The ports in the order of the route, each with its day. */
export function CruisePorts({ ports }: { ports: readonly CruisePort[] }) {
  const { t } = useCruisesTranslation();
  return (
    <section className={styles.section} aria-labelledby="cruise-ports">
      <h2 id="cruise-ports">{t('portsTitle')}</h2>
      <ol className={styles.ports}>
        {ports.map((port) => (
          <li key={`${port.day}-${port.name}`}>
            <strong>{t('portDay', { day: port.day })}</strong> {port.name}
          </li>
        ))}
      </ol>
    </section>
  );
}

/** Each cabin type with its "from" price per person. */
export function CruiseCabins({ cabins }: { cabins: readonly CruiseCabin[] }) {
  const { t } = useCruisesTranslation();
  return (
    <section className={styles.section} aria-labelledby="cruise-cabins">
      <h2 id="cruise-cabins">{t('cabinsTitle')}</h2>
      <PriceTable
        caption={t('cabinsCaption')}
        optionHeader={t('cabinType')}
        priceHeader={t('priceFrom')}
        fromLabel={t('from')}
        rows={cabins.map((cabin) => ({
          key: cabin.type,
          option: t(`cabins.${cabin.type}`),
          usd: cabin.price,
        }))}
      />
      <p className={styles.muted}>{t('priceNote')}</p>
    </section>
  );
}
