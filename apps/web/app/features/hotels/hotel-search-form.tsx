import { addDaysToIsoDate } from '@travel/domain/search';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, useNavigate } from 'react-router';
import { joinClassNames } from '../../lib/class-names';
import { getCurrencyOptions, getDefaultCurrency } from '../../lib/currency-options';
import { getLocalToday } from '../../lib/local-today';
import { localizePath } from '../../lib/locale';
import { useLocale } from '../../lib/use-locale';
import { useVisitorLocation } from '../../lib/use-visitor-location';
import buttonStyles from '../../ui/button.module.css';
import fieldStyles from '../../ui/field.module.css';
import { InputField, NativeSelectField } from '../../ui/form-field';
import { DestinationField } from './destination-field';
import {
  HOTEL_SEARCH_LIMITS,
  type HotelRoomForm,
  type HotelSearchError,
  type HotelSearchForm as HotelSearchFormValue,
  summaryLines,
  toHotelSearchParams,
  validateHotelSearchForm,
} from './hotel-search';
import styles from './hotel-search-form.module.css';

type HotelSearchFormProps = {
  /** The form as the loader read it (defaults of the day, or a search sent back to fix). */
  initial: HotelSearchFormValue;
  /** Problems the server found in a search sent without script. */
  initialErrors?: readonly HotelSearchError[];
  /** Whether the visitor chose the currency (else the detected one replaces it). */
  currencyChosen?: boolean;
};

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

function RoomFields({
  room,
  index,
  errors,
  canRemove,
  onChange,
  onRemove,
}: {
  room: HotelRoomForm;
  index: number;
  errors: readonly HotelSearchError[];
  canRemove: boolean;
  onChange: (room: HotelRoomForm) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation('search');
  const locale = useLocale();
  const mine = errors.filter((error) => error.room === index);
  const message = (code: HotelSearchError['code'], child?: number) => {
    const error = mine.find((e) => e.code === code && e.child === child);
    return error ? t(`hotelForm.errors.${error.code}`) : null;
  };
  const legend = t('hotelForm.room', { number: index + 1 });
  const ageOptions = range(0, HOTEL_SEARCH_LIMITS.maxChildAge).map((age) => ({
    value: String(age),
    label: t('hotelForm.age', { count: age }),
  }));
  return (
    <fieldset className={styles.room}>
      <legend className={fieldStyles.label}>{legend}</legend>
      <div className={styles.roomCounts}>
        <NativeSelectField
          name="adults"
          label={t('hotelForm.adults')}
          hint={t('hotelForm.adultsHint')}
          value={String(room.adults)}
          onValueChange={(value) => onChange({ ...room, adults: Number(value) })}
          options={range(1, HOTEL_SEARCH_LIMITS.maxAdultsPerRoom).map((n) => ({
            value: String(n),
            label: String(n),
          }))}
          error={message('adults-invalid')}
        />
        <NativeSelectField
          name="children"
          label={t('hotelForm.children')}
          hint={t('hotelForm.childrenHint')}
          value={String(room.childAges.length)}
          onValueChange={(value) => {
            const count = Number(value);
            onChange({
              ...room,
              childAges: Array.from({ length: count }, (_, i) => room.childAges[i] ?? null),
            });
          }}
          options={range(0, HOTEL_SEARCH_LIMITS.maxChildrenPerRoom).map((n) => ({
            value: String(n),
            label: String(n),
          }))}
          error={message('children-invalid')}
        />
      </div>
      {room.childAges.length > 0 && (
        <div className={styles.ages}>
          {room.childAges.map((age, child) => (
            <NativeSelectField
              // biome-ignore lint/suspicious/noArrayIndexKey: a child is its position in the room
              key={child}
              name={`ages${index + 1}`}
              label={t('hotelForm.childAge', { number: child + 1 })}
              placeholder={t('hotelForm.chooseAge')}
              value={age === null || Number.isNaN(age) ? '' : String(age)}
              onValueChange={(value) =>
                onChange({
                  ...room,
                  childAges: room.childAges.map((a, i) =>
                    i === child ? (value === '' ? null : Number(value)) : a,
                  ),
                })
              }
              options={ageOptions}
              error={message('child-age-required', child)}
            />
          ))}
        </div>
      )}
      {canRemove && (
        <button
          type="submit"
          name="room"
          value={`remove-${index + 1}`}
          // Without script this asks the search page for the form without this room.
          formAction={localizePath('/hoteles', locale)}
          className={joinClassNames(buttonStyles.button, styles.removeRoom)}
          onClick={(event) => {
            event.preventDefault();
            onRemove();
          }}
        >
          {t('hotelForm.removeRoom', { number: index + 1 })}
        </button>
      )}
    </fieldset>
  );
}

/**
 * The hotel search of spec §3: destination city, stay dates, rooms with adults, children and each
 * child's age, currency. A plain GET form to the results page (the server resolves the city and
 * checks everything again); with script it checks first and the rooms change in place.
 */
export function HotelSearchForm({
  initial,
  initialErrors = [],
  currencyChosen = false,
}: HotelSearchFormProps) {
  const { t } = useTranslation('search');
  const locale = useLocale();
  const navigate = useNavigate();
  const [form, setForm] = useState(initial);
  const [errors, setErrors] = useState<readonly HotelSearchError[]>(initialErrors);
  const [chosen, setChosen] = useState(currencyChosen);
  const summary = useRef<HTMLDivElement>(null);
  const location = useVisitorLocation();
  const today = getLocalToday();
  const resultsPath = localizePath('/hoteles/result', locale);

  // The page language's or the detected currency, unless the visitor (or the URL) chose one.
  useEffect(() => {
    if (location && !chosen)
      setForm((current) => ({ ...current, currencyCode: getDefaultCurrency(locale, location) }));
  }, [location, chosen, locale]);

  const fieldError = (field: HotelSearchError['field']) => {
    const error = errors.find((e) => e.field === field);
    return error ? t(`hotelForm.errors.${error.code}`) : null;
  };
  const setRoom = (index: number, room: HotelRoomForm) =>
    setForm((current) => ({ ...current, rooms: current.rooms.map((r, i) => (i === index ? room : r)) }));

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problems = validateHotelSearchForm(form, today);
    setErrors(problems);
    if (problems.length > 0) {
      summary.current?.focus();
      return;
    }
    navigate(`${resultsPath}?${toHotelSearchParams(form).toString()}`);
  }

  const roomErrors = errors.filter((e) => e.field === 'rooms');
  return (
    <Form
      method="get"
      action={resultsPath}
      className={styles.form}
      aria-label={t('hotelForm.label')}
      onSubmit={submit}
      noValidate
    >
      <div
        ref={summary}
        tabIndex={-1}
        className={styles.errors}
        role={errors.length > 0 ? 'alert' : undefined}
      >
        {errors.length > 0 && (
          <>
            <p className={styles.errorsTitle}>{t('hotelForm.errorsTitle')}</p>
            <ul>
              {summaryLines(errors).map((error) => (
                <li key={`${error.code}-${error.room ?? ''}-${error.child ?? ''}`}>
                  {error.room === undefined
                    ? t(`hotelForm.errors.${error.code}`)
                    : t('hotelForm.roomError', {
                        room: error.room + 1,
                        message: t(`hotelForm.errors.${error.code}`),
                      })}
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
      <DestinationField
        value={form.destination}
        onChange={(destination) => setForm((current) => ({ ...current, destination }))}
        error={fieldError('destination')}
      />
      <div className={styles.dates}>
        <InputField
          type="date"
          name="startDate"
          label={t('hotelForm.startDate')}
          min={today}
          max={addDaysToIsoDate(today, HOTEL_SEARCH_LIMITS.maxDaysAhead)}
          value={form.startDate}
          onValueChange={(startDate) => setForm((current) => ({ ...current, startDate }))}
          error={fieldError('startDate')}
          required
        />
        <InputField
          type="date"
          name="endDate"
          label={t('hotelForm.endDate')}
          hint={t('hotelForm.endDateHint', { count: HOTEL_SEARCH_LIMITS.maxNights })}
          min={form.startDate || today}
          value={form.endDate}
          onValueChange={(endDate) => setForm((current) => ({ ...current, endDate }))}
          error={fieldError('endDate')}
          required
        />
      </div>
      <div className={styles.rooms}>
        {form.rooms.map((room, index) => (
          <RoomFields
            // biome-ignore lint/suspicious/noArrayIndexKey: a room is its position in the search
            key={index}
            room={room}
            index={index}
            errors={roomErrors}
            canRemove={form.rooms.length > 1}
            onChange={(next) => setRoom(index, next)}
            onRemove={() =>
              setForm((current) => ({ ...current, rooms: current.rooms.filter((_, i) => i !== index) }))
            }
          />
        ))}
        {roomErrors.some((e) => e.room === undefined) && (
          <p className={fieldStyles.error}>
            {t(`hotelForm.errors.${roomErrors.find((e) => e.room === undefined)?.code ?? 'rooms-invalid'}`)}
          </p>
        )}
        <p className={fieldStyles.hint}>
          {t('hotelForm.roomsRules', { count: HOTEL_SEARCH_LIMITS.maxGuests })}
        </p>
        {form.rooms.length < HOTEL_SEARCH_LIMITS.maxRooms && (
          // Without script this asks the search page for the form with one more room.
          <button
            type="submit"
            name="room"
            value="add"
            formAction={localizePath('/hoteles', locale)}
            className={buttonStyles.button}
            onClick={(event) => {
              event.preventDefault();
              setForm((current) => ({ ...current, rooms: [...current.rooms, { adults: 1, childAges: [] }] }));
            }}
          >
            {t('hotelForm.addRoom')}
          </button>
        )}
      </div>
      <NativeSelectField
        name="currency"
        label={t('form.currency')}
        value={form.currencyCode}
        onValueChange={(currencyCode) => {
          setChosen(true);
          setForm((current) => ({ ...current, currencyCode }));
        }}
        options={getCurrencyOptions(locale).map((c) => ({ value: c.code, label: `${c.code} · ${c.name}` }))}
      />
      <button
        type="submit"
        className={joinClassNames(buttonStyles.button, buttonStyles.primary, styles.submit)}
      >
        {t('hotelForm.submit')}
      </button>
    </Form>
  );
}
