import type { CruiseCabin, CruisePort } from '@travel/contract/content';
import { UsdPrice } from '../../ui/usd-price';
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
      <table className={styles.table}>
        <caption className="visually-hidden">{t('cabinsCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('cabinType')}</th>
            <th scope="col">{t('priceFrom')}</th>
          </tr>
        </thead>
        <tbody>
          {cabins.map((cabin) => (
            <tr key={cabin.type}>
              <td>{t(`cabins.${cabin.type}`)}</td>
              <td>
                {t('from')} <UsdPrice usd={cabin.price} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className={styles.muted}>{t('priceNote')}</p>
    </section>
  );
}
