import type { BookingBags } from '@travel/contract/bag-additions';
import type { Booking } from '@travel/contract/bookings';
import { Form } from 'react-router';
import { formatMoneyAmount } from '../../lib/format-money';
import { localizePath } from '../../lib/locale';
import { useFormatLocale } from '../../lib/use-format-locale';
import { useLocale } from '../../lib/use-locale';
import { Button } from '../../ui/button';
import styles from './booking-bags.module.css';
import { useMyJourneyTranslation } from './use-my-journey-translation';

/**
 * My Journey's bags: what each direction holds (bought with the booking, added since), the additions
 * with their own codes, and "Añadir equipaje" while bags can still be added, or why they cannot. The
 * button posts the owner's proof to the add-bags page (a form: the e-mail never goes in a URL).
 */
export function BookingBagsPanel({ booking, bags }: { booking: Booking; bags: BookingBags }) {
  const { t } = useMyJourneyTranslation();
  const locale = useLocale();
  const formatLocale = useFormatLocale();
  const money = (value: { amount: number; currency: string }) => formatMoneyAmount(value, formatLocale);
  const journey = (type: 'onward' | 'return') => t(`bags.page.${type}`);
  // Only a flight has bags: a hotel stay, or an addition looked up by its own code, shows none here.
  const isFlight = booking.productType === undefined || booking.productType === 'flight';
  if (!isFlight || bags.directions.length === 0) return null;
  return (
    <section className={styles.panel} aria-labelledby="bags-title" data-testid="booking-bags">
      <h2 id="bags-title">{t('bags.title')}</h2>
      <ul className={styles.list}>
        {bags.directions.map((direction) => (
          <li key={direction.journeyType}>
            <strong>
              {journey(direction.journeyType)} {direction.from}–{direction.to}
            </strong>
            {': '}
            {direction.booked + direction.added === 0
              ? t('bags.none')
              : [
                  direction.booked > 0 ? t('bags.booked', { count: direction.booked }) : null,
                  direction.added > 0 ? t('bags.added', { count: direction.added }) : null,
                ]
                  .filter(Boolean)
                  .join(', ')}
          </li>
        ))}
      </ul>
      {bags.additions.length > 0 && (
        <>
          <h3>{t('bags.additions')}</h3>
          <ul className={styles.list} data-testid="bag-additions">
            {bags.additions.map((addition) => (
              <li key={addition.referenceId}>
                {t('bags.addition', {
                  reference: addition.referenceId,
                  bags: [
                    addition.perDirection.onward > 0
                      ? `${journey('onward')} ${t('bags.added', { count: addition.perDirection.onward })}`
                      : null,
                    addition.perDirection.return > 0
                      ? `${journey('return')} ${t('bags.added', { count: addition.perDirection.return })}`
                      : null,
                  ]
                    .filter(Boolean)
                    .join(', '),
                  total: addition.totalPaid ? money(addition.totalPaid) : '',
                })}
              </li>
            ))}
          </ul>
        </>
      )}
      {bags.refusal ? (
        <p className={styles.note}>{t(`bags.refusal.${bags.refusal}`, { defaultValue: '' })}</p>
      ) : (
        <Form
          method="post"
          action={localizePath('/user/my-journey/add-bags', locale)}
          className={styles.action}
        >
          <input type="hidden" name="referenceId" value={booking.referenceId} />
          <input type="hidden" name="email" value={booking.contact.email} />
          <input type="hidden" name="intent" value="choose" />
          {bags.singleBagPrice && (
            <p className={styles.note}>
              {t('bags.addNote', { max: bags.maxPerTraveller, price: money(bags.singleBagPrice) })}
            </p>
          )}
          <Button type="submit" variant="primary">
            {t('bags.add')}
          </Button>
        </Form>
      )}
    </section>
  );
}
