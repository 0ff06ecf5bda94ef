import { Form, Link, useNavigation } from 'react-router';
import { formatMoneyAmount } from '../../lib/format-money';
import { localizePath } from '../../lib/locale';
import { useFormatLocale } from '../../lib/use-format-locale';
import { useLocale } from '../../lib/use-locale';
import { Button } from '../../ui/button';
import { InputField, NativeSelectField } from '../../ui/form-field';
import type { AddBagsData, BagsOwner, ChosenBags } from './add-bags.server';
import { bagFieldName } from './bag-fields';
import styles from './booking-bags.module.css';
import { useMyJourneyTranslation } from './use-my-journey-translation';

function OwnerFields({ owner }: { owner: BagsOwner }) {
  return (
    <>
      <input type="hidden" name="referenceId" value={owner.referenceId} />
      <input type="hidden" name="email" value={owner.email} />
    </>
  );
}

function ChosenFields({ chosen }: { chosen: ChosenBags }) {
  return (
    <>
      {Object.entries(chosen).map(([name, quantity]) => (
        <input key={name} type="hidden" name={name} value={quantity} />
      ))}
    </>
  );
}

/**
 * Adding bags to a booking, as plain forms that work without script: the owner's proof (when the page
 * was opened by a link), the bags per traveller and direction, the total the server priced, then the
 * gateway's hosted card page. Prices are all in, in the booking's currency, charged in USD.
 */
export function AddBagsPage({ result }: { result: AddBagsData }) {
  const { t } = useMyJourneyTranslation();
  const locale = useLocale();
  const navigation = useNavigation();
  const busy = (intent: string) =>
    navigation.state === 'submitting' && navigation.formData?.get('intent') === intent;
  const formatLocale = useFormatLocale();
  const money = (value: { amount: number; currency: string }) => formatMoneyAmount(value, formatLocale);
  const action = localizePath('/user/my-journey/add-bags', locale);
  const problem = 'error' in result ? result.error : null;
  const error =
    problem === null ? null : typeof problem === 'object' ? problem.title : t(`bags.page.${problem}`);
  // Back from the hosted page refused or cancelled (the payment return sent the traveller here).
  const payment = 'payment' in result ? result.payment : null;

  return (
    <>
      <title>{t('site.documentTitle', { ns: 'common', title: t('bags.page.title') })}</title>
      <h1>{t('bags.page.title')}</h1>
      {payment && (
        <p role="alert" className={styles.alert}>
          {t(payment === 'declined' ? 'bags.page.paymentDeclined' : 'bags.page.paymentCancelled')}
        </p>
      )}
      {error && (
        <p role="alert" className={styles.alert}>
          {error}
        </p>
      )}
      {result.step === 'owner' && (
        <Form method="post" action={action} className={styles.action}>
          <p>{t('bags.page.ownerIntro')}</p>
          <input type="hidden" name="intent" value="choose" />
          <InputField
            name="referenceId"
            label={t('reference')}
            hint={t('referenceHint')}
            defaultValue={result.referenceId}
            autoComplete="off"
            maxLength={20}
            required
          />
          <InputField
            name="email"
            type="email"
            label={t('email')}
            autoComplete="email"
            maxLength={254}
            required
          />
          <Button type="submit" variant="primary" busy={busy('choose')}>
            {t('bags.page.continue')}
          </Button>
        </Form>
      )}
      {result.step === 'choose' && (
        <Form method="post" action={action}>
          <OwnerFields owner={result.owner} />
          <input type="hidden" name="intent" value="review" />
          <p>{t('bags.page.intro', { reference: result.bags.referenceId })}</p>
          {result.bags.singleBagPrice && result.bags.singleBagPriceUsd && (
            <p data-testid="bag-unit-price">
              {t('bags.page.unit', {
                price: money(result.bags.singleBagPrice),
                usd: money(result.bags.singleBagPriceUsd),
              })}{' '}
              {t('bags.page.fees', { fees: money(result.bags.fees) })}
            </p>
          )}
          <fieldset className={styles.quantities}>
            <legend className="visually-hidden">{t('bags.title')}</legend>
            {result.bags.directions.map((direction) =>
              result.bags.travellers.map((traveller) => {
                const name = bagFieldName(traveller.travelerId, direction.journeyType);
                // What the fare still sells this traveller on this direction, their earlier additions counted.
                const left = Math.max(
                  0,
                  result.bags.maxPerTraveller - traveller.added[direction.journeyType],
                );
                const options = Array.from({ length: left + 1 }, (_, n) => ({
                  value: String(n),
                  label: String(n),
                }));
                return (
                  <NativeSelectField
                    key={name}
                    name={name}
                    className={styles.quantity}
                    label={t('bags.page.quantity', {
                      name: `${traveller.firstName} ${traveller.lastName}`,
                      journey: t(`bags.page.${direction.journeyType}`),
                      route: `${direction.from}–${direction.to}`,
                    })}
                    hint={t('bags.page.held', { count: direction.booked + direction.added })}
                    options={options}
                    defaultValue={String(result.chosen[name] ?? 0)}
                  />
                );
              }),
            )}
          </fieldset>
          <Button type="submit" variant="primary" busy={busy('review')}>
            {t('bags.page.review')}
          </Button>
        </Form>
      )}
      {result.step === 'review' && (
        <section aria-labelledby="bags-review-title">
          <h2 id="bags-review-title">{t('bags.page.reviewTitle')}</h2>
          <dl className={styles.totals} data-testid="bags-review">
            <dt>{t('bags.page.bags')}</dt>
            <dd>{money(result.totals.display.bags)}</dd>
            <dt>{t('bags.page.serviceCharge')}</dt>
            <dd>{money(result.totals.display.fees)}</dd>
            <dt>
              <strong>{t('bags.page.total')}</strong>
            </dt>
            <dd>
              <strong>{money(result.totals.display.total)}</strong>
            </dd>
          </dl>
          <p className={styles.note}>{t('bags.page.charged', { usd: money(result.totals.usd.total) })}</p>
          <Form method="post" action={action} className={styles.action}>
            <OwnerFields owner={result.owner} />
            <ChosenFields chosen={result.chosen} />
            <input type="hidden" name="intent" value="pay" />
            <input type="hidden" name="expectedAmount" value={result.totals.display.total.amount} />
            <input type="hidden" name="expectedCurrency" value={result.totals.display.total.currency} />
            <Button type="submit" variant="primary" busy={busy('pay')}>
              {t('bags.page.pay', { total: money(result.totals.display.total) })}
            </Button>
          </Form>
          <Form method="post" action={action} className={styles.action}>
            <OwnerFields owner={result.owner} />
            <ChosenFields chosen={result.chosen} />
            <input type="hidden" name="intent" value="choose" />
            <Button type="submit">{t('bags.page.change')}</Button>
          </Form>
        </section>
      )}
      <Link to={localizePath('/user/my-journey', locale)}>{t('bags.page.back')}</Link>
    </>
  );
}
