import { moneyFromDecimal } from '@travel/domain/money';
import { parseIsoDate } from '@travel/domain/search';
import { afterEach, describe, expect, it, vi } from 'vitest';

const TZ = process.env.TZ;

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.resetModules();
  document.body.innerHTML = '';
  if (TZ === undefined) delete process.env.TZ;
  else process.env.TZ = TZ;
});

/** A fresh copy of the formatters, as a page that has just loaded has. */
async function freshFormatters() {
  vi.resetModules();
  const [formatted, intl, money, countries] = await Promise.all([
    import('./formatted-text'),
    import('./intl-formatters'),
    import('./format-money'),
    import('./countries'),
  ]);
  return { ...formatted, ...intl, ...money, ...countries };
}

const DAY = { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' } as const;

/** What a server formats, as its render records it. */
async function serverTexts(format: (formatters: Awaited<ReturnType<typeof freshFormatters>>) => void) {
  const server = await freshFormatters();
  const texts = new Map<string, string>();
  server.setFormattedTextRecorder(() => texts);
  format(server);
  server.setFormattedTextRecorder(null);
  return texts;
}

function putInPage(texts: ReadonlyMap<string, string> | string) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = 'formatted-text';
  element.textContent = typeof texts === 'string' ? texts : JSON.stringify(Object.fromEntries(texts));
  document.body.append(element);
}

/** Intl whose formatters cannot be built: a test fails if the code under it builds one. */
function forbidIntlFormatters() {
  const refuse = () => {
    throw new Error('an Intl formatter was built');
  };
  vi.stubGlobal('Intl', { ...Intl, DateTimeFormat: refuse, NumberFormat: refuse, DisplayNames: refuse });
}

describe('text the server formatted, read back by the page', () => {
  it("writes the server's dates, prices and names without building an Intl formatter", async () => {
    const price = moneyFromDecimal('2660.10', 'USD');
    const texts = await serverTexts(({ dateTimeFormat, formatMoneyIn, displayNames }) => {
      dateTimeFormat('es-419', DAY).format(parseIsoDate('2027-03-10'));
      formatMoneyIn(price, 'es-MX');
      displayNames('es', { type: 'region' }).of('BR');
    });
    expect([...texts.values()]).toEqual(['mié, 10 mar 2027', 'USD\u00a02,660.10', 'Brasil']);
    // The page shows the server's words: marked here so the test sees they are the ones read.
    putInPage(new Map([...texts].map(([key, value]) => [key, `«${value}»`])));

    const page = await freshFormatters();
    forbidIntlFormatters();
    expect(page.dateTimeFormat('es-419', DAY).format(parseIsoDate('2027-03-10'))).toBe('«mié, 10 mar 2027»');
    expect(page.formatMoneyIn(price, 'es-MX')).toBe('«USD\u00a02,660.10»');
    expect(page.displayNames('es', { type: 'region' }).of('BR')).toBe('«Brasil»');
  });

  it("lists the countries in the server's order without a collator", async () => {
    let serverOrder: string[] = [];
    const texts = await serverTexts(({ getCountryOptions }) => {
      serverOrder = getCountryOptions('pt').map((option) => option.code);
    });
    putInPage(texts);
    const page = await freshFormatters();
    forbidIntlFormatters();
    vi.spyOn(String.prototype, 'localeCompare').mockImplementation(() => {
      throw new Error('a collator was used');
    });
    const options = page.getCountryOptions('pt');
    expect(options.map((option) => option.code)).toEqual(serverOrder);
    expect(options.find((option) => option.code === 'DE')?.name).toBe('Alemanha');
  });

  it('builds a formatter for text the server did not write', async () => {
    putInPage(
      await serverTexts(({ dateTimeFormat }) =>
        dateTimeFormat('es-419', DAY).format(parseIsoDate('2027-03-10')),
      ),
    );
    const page = await freshFormatters();
    expect(page.dateTimeFormat('es-419', DAY).format(parseIsoDate('2027-03-11'))).toBe('jue, 11 mar 2027');
    expect(page.formatMoneyIn(moneyFromDecimal('2660.10', 'USD'), 'es-CO')).toBe('USD\u00a02.660,10');
  });

  it('finds a day the server wrote in another time zone', async () => {
    process.env.TZ = 'Asia/Tokyo';
    putInPage(
      await serverTexts(({ dateTimeFormat }) =>
        dateTimeFormat('es-419', DAY).format(parseIsoDate('2027-03-10')),
      ),
    );
    process.env.TZ = 'America/Lima';
    const page = await freshFormatters();
    forbidIntlFormatters();
    expect(page.dateTimeFormat('es-419', DAY).format(parseIsoDate('2027-03-10'))).toBe('mié, 10 mar 2027');
  });

  it('never reads an instant as another: a zone given, the instant is the key', async () => {
    const at = Date.UTC(2027, 2, 10, 12);
    const options = {
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone: 'America/Bogota',
    } as const;
    putInPage(await serverTexts(({ dateTimeFormat }) => dateTimeFormat('en-GB', options).format(at)));
    const page = await freshFormatters();
    expect(page.dateTimeFormat('en-GB', options).format(at + 60_000)).toBe('07:01');
    forbidIntlFormatters();
    expect(page.dateTimeFormat('en-GB', { ...options }).format(new Date(at))).toBe('07:00');
  });

  it('formats as without the element when it is damaged', async () => {
    putInPage('{"dt es-419');
    const page = await freshFormatters();
    expect(page.dateTimeFormat('es-419', DAY).format(parseIsoDate('2027-03-10'))).toBe('mié, 10 mar 2027');
  });
});
