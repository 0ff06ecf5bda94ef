import { parseWithZod } from '@conform-to/zod/v4';
import { ContactMessageSchema } from '@travel/contract/contact';
import { describe, expect, it } from 'vitest';
import { ContactFormSchema, toContactMessage } from './contact-form.schemas';
import { BEST_TIMES_TO_REACH, CONTACT_LIMITS } from './contact-form-fields';

const FORM = {
  name: 'Ana Gómez',
  email: 'ana@example.com',
  countryCode: 'CO',
  phone: '300 123 4567',
  bestTimeToReach: 'morning',
  message: 'Quiero cambiar la fecha de mi vuelo.',
};

/** The form as the browser posts it, read the way Conform reads it (empty inputs are missing). */
function parse(fields: Record<string, string>) {
  const formData = new FormData();
  for (const [name, value] of Object.entries(fields)) formData.append(name, value);
  return parseWithZod(formData, { schema: ContactFormSchema });
}

function errorsOf(fields: Record<string, string>) {
  const submission = parse(fields);
  return submission.status === 'error' ? submission.error : null;
}

describe('the fields the page shows without the checks', () => {
  it("offers exactly the API's best times to reach", () => {
    expect(BEST_TIMES_TO_REACH).toEqual(ContactMessageSchema.shape.bestTimeToReach.unwrap().options);
  });
});

describe('ContactFormSchema', () => {
  it('accepts a complete form with a national number for the picked country', () => {
    const submission = parse(FORM);
    expect(submission.status).toBe('success');
  });

  it('asks for every field of an empty form at once', () => {
    expect(errorsOf({ countryCode: 'CO' })).toEqual({
      name: ['required'],
      email: ['required'],
      phone: ['phone'],
      message: ['required'],
    });
  });

  it('refuses an e-mail that is not one, keeping the other fields valid', () => {
    expect(errorsOf({ ...FORM, email: 'ana@' })).toEqual({ email: ['email'] });
  });

  it('checks the phone against the picked country by the domain rules, alongside other errors', () => {
    // A Colombian mobile is not a valid number in Spain's plan.
    expect(errorsOf({ ...FORM, name: '', countryCode: 'ES', phone: '300 123 4567' })).toEqual({
      name: ['required'],
      phone: ['phone'],
    });
    expect(errorsOf({ ...FORM, phone: '12' })).toEqual({ phone: ['phone'] });
  });

  it('accepts a number written with its own country code whatever the picker says', () => {
    expect(parse({ ...FORM, countryCode: 'US', phone: '+57 300 123 4567' }).status).toBe('success');
  });

  it('refuses a country the phone picker does not know', () => {
    expect(errorsOf({ ...FORM, countryCode: 'XX' })).toEqual({ countryCode: ['country'] });
  });

  it('sends the name as one line whatever a forged post puts in it', () => {
    const submission = parse({ ...FORM, name: 'Eve\r\nCorreo:\tx@y.co' });
    expect(submission.status === 'success' && submission.value.name).toBe('Eve Correo: x@y.co');
  });

  it('asks again for a name or message of invisible characters only, as the API refuses them', () => {
    const invisible = '\u200b\u200b \u2060\u00a0';
    expect(errorsOf({ ...FORM, name: invisible, message: invisible })).toEqual({
      name: ['required'],
      message: ['required'],
    });
    const sent = { kind: 'contact', name: 'Ana', email: 'ana@example.com', message: invisible };
    expect(ContactMessageSchema.safeParse(sent).error?.issues.map((issue) => issue.message)).toEqual([
      'message is required',
    ]);
    // Emoji and other scripts are text a reader sees.
    expect(errorsOf({ ...FORM, message: '👍 سلام' })).toBeNull();
  });

  it('refuses a message longer than the API takes', () => {
    expect(errorsOf({ ...FORM, message: 'x'.repeat(CONTACT_LIMITS.message + 1) })).toEqual({
      message: ['tooLong'],
    });
  });

  it('takes any time to reach when none is chosen, and refuses one the API does not know', () => {
    const { bestTimeToReach: _, ...withoutTime } = FORM;
    const submission = parse(withoutTime);
    expect(submission.status === 'success' && submission.value.bestTimeToReach).toBe('any');
    expect(errorsOf({ ...FORM, bestTimeToReach: 'night' })).toEqual({ bestTimeToReach: ['required'] });
  });
});

describe('toContactMessage', () => {
  it('writes the phone internationally and names the kind and the page language', () => {
    const submission = parse({ ...FORM, name: '  Ana Gómez  ' });
    if (submission.status !== 'success') throw new Error('expected a valid form');
    expect(toContactMessage(submission.value, 'en')).toEqual({
      kind: 'contact',
      name: 'Ana Gómez',
      email: 'ana@example.com',
      phone: '+57 300 1234567',
      bestTimeToReach: 'morning',
      message: 'Quiero cambiar la fecha de mi vuelo.',
      locale: 'en',
    });
  });

  it('gives the API a message its contract accepts, at the longest the form allows', () => {
    const submission = parse({
      ...FORM,
      name: 'n'.repeat(CONTACT_LIMITS.name),
      email: `${'a'.repeat(60)}@example.com`,
      countryCode: 'AR',
      phone: '+54 9 11 2345-6789',
      message: 'm'.repeat(CONTACT_LIMITS.message),
    });
    if (submission.status !== 'success') throw new Error('expected a valid form');
    expect(ContactMessageSchema.safeParse(toContactMessage(submission.value, 'es')).success).toBe(true);
  });
});
