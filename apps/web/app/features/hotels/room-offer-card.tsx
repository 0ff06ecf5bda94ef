import type { HotelRoomOffer } from '@travel/contract/hotels';
import { Form } from 'react-router';
import { joinClassNames } from '../../lib/class-names';
import { formatMoneyAmount } from '../../lib/format-money';
import { localizePath } from '../../lib/locale';
import { useFormatLocale } from '../../lib/use-format-locale';
import { useLocale } from '../../lib/use-locale';
import buttonStyles from '../../ui/button.module.css';
import { CancellationNote } from './cancellation-note';
import styles from './hotel-summary-page.module.css';
import { useHotelsTranslation } from './use-hotels-translation';

/**
 * One room offer: the room, board, cancellation and price, and its own form that starts checkout
 * (POST /booking/summary, intent select-hotel): a plain form, so booking works without script.
 */
export function RoomOfferCard({
  offer,
  currencyCode,
  backUrl,
}: {
  offer: HotelRoomOffer;
  currencyCode: string;
  /** This page, for the trip summary's way back. */
  backUrl: string;
}) {
  const { t } = useHotelsTranslation();
  const locale = useLocale();
  const formatLocale = useFormatLocale();
  const headingId = `room-${offer.id}`;
  const board = t(`boards.${offer.boardType}`);
  const total = formatMoneyAmount(offer.price.total, formatLocale);
  return (
    <article className={styles.offer} aria-labelledby={headingId}>
      <div className={styles.offerRoom}>
        <h3 id={headingId}>{offer.room.name}</h3>
        <p>{offer.room.description}</p>
        <ul className={styles.facts}>
          <li>{t('summary.beds', { beds: offer.room.beds })}</li>
          <li>{t('summary.occupancy', { count: offer.room.maxOccupancy })}</li>
          {offer.room.sizeSquareMetres !== null && (
            <li>{t('summary.size', { size: offer.room.sizeSquareMetres })}</li>
          )}
          <li>
            <strong>{board}</strong>
          </li>
        </ul>
        <CancellationNote cancellation={offer.cancellation} detailed />
      </div>
      <div className={styles.offerPrice}>
        <p className={styles.perNight}>
          {t('summary.perNight', { price: formatMoneyAmount(offer.price.perNight, formatLocale) })}
        </p>
        <p>{t('summary.total', { price: total })}</p>
        <p className={styles.taxes}>
          {t('summary.taxes', { taxes: formatMoneyAmount(offer.price.taxes, formatLocale) })}
        </p>
        <Form method="post" action={localizePath('/booking/summary', locale)}>
          <input type="hidden" name="intent" value="select-hotel" />
          <input type="hidden" name="offerId" value={offer.id} />
          <input type="hidden" name="supplierTotal" value={offer.supplierTotal.total} />
          <input type="hidden" name="currencyCode" value={currencyCode} />
          <input type="hidden" name="resultsUrl" value={backUrl} />
          <button
            type="submit"
            className={joinClassNames(buttonStyles.button, buttonStyles.primary, styles.book)}
            // Rooms of one name and board (one refundable, one not) are told apart by their price.
            aria-label={t('summary.bookRoomTotal', { room: offer.room.name, board, price: total })}
          >
            {t('summary.book')}
          </button>
        </Form>
      </div>
    </article>
  );
}
