import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pickContactNumber } from './company-contacts';
import {
  COMPANY_CONTACTS_QUERY,
  COMPANY_CONTACTS_RETRY_MS,
  COMPANY_CONTACTS_TTL_MS,
  createCompanyContactsCache,
  fetchCompanyContacts,
  formatContactNumber,
} from './company-contacts.server';

const RESULTS = [
  { contactNumber: '+576015087000', countryCode: 'CO' },
  { contactNumber: '+13055083000', countryCode: 'US' },
  { contactNumber: '+13055083000', countryCode: '' },
];

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const answer = (results: unknown[]) => json(200, { data: { companyContactInfoDisplayQuery: { results } } });

function stubFetch(respond: () => Response | Promise<Response>) {
  const fetch = vi.fn(async (_url: string, _init: RequestInit) => respond());
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

let errors: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  errors = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('fetchCompanyContacts', () => {
  it("POSTs the spec's GraphQL query to the API and reads the numbers, printed for people", async () => {
    const fetch = stubFetch(() => answer(RESULTS));
    const contacts = await fetchCompanyContacts();
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('http://localhost:4000/graphql');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({
      query: COMPANY_CONTACTS_QUERY,
      operationName: 'companyContactInfoDisplayQuery',
    });
    expect(contacts).toEqual([
      { contactNumber: '+576015087000', countryCode: 'CO', display: '+57 601 508 7000' },
      { contactNumber: '+13055083000', countryCode: 'US', display: '+1 305 508 3000' },
      { contactNumber: '+13055083000', countryCode: '', display: '+1 305 508 3000' },
    ]);
  });

  it('fails on GraphQL errors and on an answer that is not a list of E.164 numbers and countries', async () => {
    stubFetch(() => json(400, { errors: [{ message: 'Cannot query field "x" on type "Query".' }] }));
    await expect(fetchCompanyContacts()).rejects.toThrow();
    stubFetch(() => json(500, { data: null, errors: [{ message: 'Internal server error' }] }));
    await expect(fetchCompanyContacts()).rejects.toThrow();
    stubFetch(() => answer([{ contactNumber: '601 508 7000', countryCode: 'Colombia' }]));
    await expect(fetchCompanyContacts()).rejects.toThrow();
  });
});

describe('createCompanyContactsCache', () => {
  let clock = 0;
  const now = () => clock;
  beforeEach(() => {
    clock = Date.UTC(2026, 10, 24, 12);
  });

  it('asks the API once and answers from memory for ten minutes', async () => {
    const fetch = stubFetch(() => answer(RESULTS));
    const load = createCompanyContactsCache({ now });
    expect(await load()).toHaveLength(3);
    clock += COMPANY_CONTACTS_TTL_MS - 1;
    expect(await load()).toHaveLength(3);
    expect(fetch).toHaveBeenCalledTimes(1);

    clock += 1;
    await load();
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('sends one request for pages that start at the same time', async () => {
    const fetch = stubFetch(() => answer(RESULTS));
    const load = createCompanyContactsCache({ now });
    const [first, second] = await Promise.all([load(), load()]);
    expect(second).toBe(first);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("logs 'Error fetching contacts' and answers an empty list when the first fetch fails", async () => {
    stubFetch(() => Promise.reject(new TypeError('fetch failed')));
    const load = createCompanyContactsCache({ now });
    const contacts = await load();
    expect(contacts).toEqual([]);
    expect(errors).toHaveBeenCalledWith('Error fetching contacts', expect.anything());
    // The §8 chain then shows the fixed default international number.
    expect(pickContactNumber(contacts, 'CO').contactNumber).toBe('+13055083000');
  });

  it('keeps the last list when a later fetch fails, and asks again a minute later', async () => {
    let up = true;
    const fetch = stubFetch(() => (up ? answer(RESULTS) : json(503, { title: 'down' })));
    const load = createCompanyContactsCache({ now });
    const fresh = await load();

    up = false;
    clock += COMPANY_CONTACTS_TTL_MS;
    expect(await load()).toEqual(fresh);
    expect(errors).toHaveBeenCalledWith('Error fetching contacts', expect.anything());
    clock += COMPANY_CONTACTS_RETRY_MS - 1;
    expect(await load()).toEqual(fresh);
    expect(fetch).toHaveBeenCalledTimes(2);

    up = true;
    clock += 1;
    await load();
    expect(fetch).toHaveBeenCalledTimes(3);
  });
});

describe('formatContactNumber', () => {
  it.each([
    ['+576015087000', '+57 601 508 7000'],
    ['+13055083000', '+1 305 508 3000'],
    ['+5511912345678', '+55 11 91234 5678'],
    ['+34912345678', '+34 912 34 56 78'],
  ])('prints %s as %s', (e164, printed) => {
    expect(formatContactNumber(e164)).toBe(printed);
  });

  it('prints a number it cannot read as it came', () => {
    expect(formatContactNumber('+999')).toBe('+999');
  });
});
