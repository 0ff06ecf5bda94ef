import { describe, expect, it } from 'vitest';
import { BILLING_MAX_LENGTHS } from './billing-limits.ts';
import { BillingSchema, CustomerSchema, type Passenger, PassengerSchema } from './traveller.schemas.ts';

const validPassenger: Passenger = {
  id: '1',
  firstName: 'María José',
  lastName: "Núñez-O'Connor",
  gender: 'female',
  dateOfBirth: '1990-05-20',
  nationality: 'CO',
  documentType: 'PASSPORT',
  passportNumber: 'AB123456',
  passportExpiryDate: '2030-01-01',
  type: 'adult',
};

const messages = (input: unknown) =>
  PassengerSchema.safeParse(input).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];

describe('PassengerSchema', () => {
  it('accepts names with Spanish and Portuguese accents, hyphens and apostrophes', () => {
    for (const firstName of [
      'João',
      'Iñaki',
      'Conceição',
      'Zoë',
      'Ana-Lucía',
      "D'Ángelo",
      'Mª'.replace('ª', 'a'),
    ]) {
      expect(messages({ ...validPassenger, firstName })).toEqual([]);
    }
    expect(PassengerSchema.parse(validPassenger)).toEqual(validPassenger);
  });
  it('refuses digits, symbols and doubled separators in names', () => {
    for (const lastName of ['P3rez', 'Pérez!', 'Ana  María', '-Ana', 'Ana--María', '李']) {
      expect(messages({ ...validPassenger, lastName })).toEqual([
        'lastName: lastName may hold only letters, spaces, hyphens and apostrophes, as in the passport',
      ]);
    }
    expect(messages({ ...validPassenger, firstName: ' ' })).toEqual(['firstName: firstName is required']);
  });
  it('accepts only the meal and special-assistance codes of the spec', () => {
    expect(messages({ ...validPassenger, mealPreference: 'VGML', specialAssistance: 'WCHR' })).toEqual([]);
    expect(messages({ ...validPassenger, mealPreference: 'PIZZA' })).toEqual([
      'mealPreference: mealPreference must be a meal code such as VGML',
    ]);
    expect(messages({ ...validPassenger, specialAssistance: 'WCHX' })).toEqual([
      'specialAssistance: specialAssistance must be WCHR, WCHS or WCHC',
    ]);
  });
  it('names each failing field', () => {
    expect(
      messages({ ...validPassenger, gender: 'x', dateOfBirth: '20/05/1990', nationality: 'col' }),
    ).toEqual([
      'gender: gender must be male or female',
      'dateOfBirth: dateOfBirth must be a date as yyyy-MM-dd',
      'nationality: nationality must be an ISO 3166 alpha-2 country code',
    ]);
    expect(messages({ ...validPassenger, passportNumber: 'A1' })).toEqual([
      'passportNumber: passportNumber must be 5 to 20 letters or digits',
    ]);
  });
  it('takes a nationality only among the ISO 3166 countries (and Kosovo), once named', () => {
    for (const nationality of ['XX', 'ZZ', 'EU', 'UK', 'co', 'COL']) {
      expect(messages({ ...validPassenger, nationality }), nationality).toEqual([
        'nationality: nationality must be an ISO 3166 alpha-2 country code',
      ]);
    }
    for (const nationality of ['CO', 'BR', 'GB', 'XK', 'PS', 'CW']) {
      expect(messages({ ...validPassenger, nationality }), nationality).toEqual([]);
    }
  });

  it('defaults the document to a passport', () => {
    const { documentType: _d, ...rest } = validPassenger;
    expect(PassengerSchema.parse(rest).documentType).toBe('PASSPORT');
  });
});

describe('CustomerSchema', () => {
  it('requires e-mail and phone', () => {
    expect(CustomerSchema.parse({ email: 'ana@example.com', phone: '+573012345678' })).toMatchObject({
      newsletterSubscribe: false,
    });
    expect(
      CustomerSchema.safeParse({ email: 'ana@', phone: '' }).error?.issues.map((i) => i.message),
    ).toEqual(['email must be a valid e-mail address', 'phone is required']);
  });
});

describe('BillingSchema', () => {
  const billing = {
    amount: 93270,
    currency: 'USD',
    isCardHolderTraveling: true,
    cardHolderName: 'Ana Pérez',
    emailId: 'ana@example.com',
    addressLine1: 'Calle 93 # 11-27',
    city: 'Bogotá',
    country: { code: 'CO', name: 'Colombia' },
  };
  it('accepts a billing address', () => {
    expect(BillingSchema.parse(billing)).toEqual(billing);
  });
  it('refuses a country code no country has', () => {
    const result = BillingSchema.safeParse({ ...billing, country: { code: 'XX', name: 'Nowhere' } });
    expect(result.error?.issues.map((i) => i.message)).toEqual([
      'country.code must be an ISO 3166 alpha-2 code',
    ]);
  });
  it('names the failing fields', () => {
    const result = BillingSchema.safeParse({
      ...billing,
      amount: 932.7,
      city: '',
      country: { code: 'Colombia', name: '' },
    });
    expect(result.error?.issues.map((i) => i.message)).toEqual([
      'amount must be integer minor units',
      'city is required',
      'country.code must be an ISO 3166 alpha-2 code',
      'country.name is required',
    ]);
  });
  const billingMessages = (input: unknown) =>
    BillingSchema.safeParse(input).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];
  it('accepts every field as a traveller types it, accents included, at the longest allowed', () => {
    const full = {
      ...billing,
      cardHolderName: 'María de los Ángeles Fernández de Córdoba y Gutiérrez-Núñez',
      addressLine1: 'Carrera 7 # 71-21, Torre B, Oficina 1302, Edificio Bancolombia',
      addressLine2: 'Apto. 502, Conjunto Residencial Los Álamos',
      addressLine3: 'Bairro Jardim São Luís, próximo à praça',
      city: 'São José dos Campos',
      region: 'Región Metropolitana de Santiago',
      postCode: '01310-100',
      country: { code: 'BR', name: 'Brasil' },
    };
    expect(billingMessages(full)).toEqual([]);
    expect(
      billingMessages({
        ...full,
        addressLine1: 'Ç'.repeat(BILLING_MAX_LENGTHS.addressLine),
        city: 'ã'.repeat(BILLING_MAX_LENGTHS.city),
        postCode: 'A'.repeat(BILLING_MAX_LENGTHS.postCode),
      }),
    ).toEqual([]);
  });
  it('trims a line break at either end of a field away', () => {
    expect(BillingSchema.parse({ ...billing, city: 'Bogotá\r\n', region: ' Cundinamarca\n' })).toMatchObject({
      city: 'Bogotá',
      region: 'Cundinamarca',
    });
  });
  it('refuses line breaks, tabs and other control characters inside billing fields', () => {
    expect(
      billingMessages({
        ...billing,
        cardHolderName: 'Ana\r\nPérez',
        addressLine1: 'Calle 93\n# 11-27',
        addressLine2: 'Apto\t502',
        city: 'Bogo\u0000tá',
        region: 'Cundi\u2028namarca',
        postCode: '110\r221',
      }),
    ).toEqual([
      'cardHolderName: cardHolderName must be on one line, without line breaks or control characters',
      'addressLine1: addressLine1 must be on one line, without line breaks or control characters',
      'addressLine2: addressLine2 must be on one line, without line breaks or control characters',
      'city: city must be on one line, without line breaks or control characters',
      'region: region must be on one line, without line breaks or control characters',
      'postCode: postCode must be on one line, without line breaks or control characters',
    ]);
  });
  it('refuses billing fields longer than a card gateway or a receipt line takes', () => {
    expect(
      billingMessages({
        ...billing,
        cardHolderName: 'A'.repeat(101),
        addressLine1: 'A'.repeat(118),
        addressLine3: 'B'.repeat(101),
        city: 'C'.repeat(61),
        region: 'D'.repeat(61),
        postCode: '1'.repeat(17),
        country: { code: 'CO', name: 'E'.repeat(101) },
      }),
    ).toEqual([
      'cardHolderName: cardHolderName must be at most 100 characters',
      'addressLine1: addressLine1 must be at most 100 characters',
      'addressLine3: addressLine3 must be at most 100 characters',
      'city: city must be at most 60 characters',
      'region: region must be at most 60 characters',
      'postCode: postCode must be at most 16 characters',
      'country.name: country.name must be at most 100 characters',
    ]);
  });
});
