import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { COUNTRIES, getCountryOptions } from './countries';
import { formattedText } from './formatted-text';
import {
  createFormattedTextWriter,
  MAX_RECORDED_TEXTS,
  RecordedTexts,
  recordFormattedText,
} from './formatted-text.server';

const written = (chunks: string[], texts: ReadonlyMap<string, string>) =>
  text(
    Readable.from(chunks.map((chunk) => Buffer.from(chunk))).pipe(createFormattedTextWriter(texts, 'n0nce')),
  );

describe("the server's formatted text", () => {
  it('keeps what a render formats, in its callbacks too, and nothing outside it', async () => {
    const texts = new RecordedTexts();
    await recordFormattedText(texts, async () => {
      formattedText('now', () => 'uno');
      await new Promise((resolve) => setImmediate(resolve));
      formattedText('later', () => 'dos');
    });
    formattedText('outside', () => 'tres');
    expect(Object.fromEntries(texts)).toEqual({ now: 'uno', later: 'dos' });
  });

  it('keeps two renders at once apart', async () => {
    const first = new RecordedTexts();
    const second = new RecordedTexts();
    const tick = () => new Promise((resolve) => setImmediate(resolve));
    await Promise.all([
      recordFormattedText(first, async () => {
        await tick();
        formattedText('a', () => 'A');
      }),
      recordFormattedText(second, async () => {
        formattedText('b', () => 'B');
        await tick();
      }),
    ]);
    expect([...first.keys()]).toEqual(['a']);
    expect([...second.keys()]).toEqual(['b']);
  });

  it("records the countries' names and order on every render, whatever the process has kept", async () => {
    for (const render of [1, 2]) {
      const texts = new RecordedTexts();
      await recordFormattedText(texts, async () => getCountryOptions('es'));
      const order = texts.get('sort countries es')?.split(' ') ?? [];
      expect({ render, countries: [...order].sort() }).toEqual({
        render,
        countries: COUNTRIES.map((country) => country.code).sort(),
      });
      expect([...texts.keys()].filter((key) => key.startsWith('dn es ')).length).toBe(COUNTRIES.length);
    }
    const names = getCountryOptions('es').map((option) => option.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'es')));
    expect(names).toContain('México');
  });

  it(`keeps at most ${MAX_RECORDED_TEXTS} texts`, () => {
    const texts = new RecordedTexts();
    for (let i = 0; i <= MAX_RECORDED_TEXTS; i += 1) texts.set(`key ${i}`, 'text');
    expect(texts.size).toBe(MAX_RECORDED_TEXTS);
    expect(texts.has(`key ${MAX_RECORDED_TEXTS}`)).toBe(false);
  });

  it('writes the texts just before </body>, found across chunks', async () => {
    const texts = new Map([['dt es {} 2027-3-10 0:0:0.0', 'mié, 10 mar 2027']]);
    const html = await written(['<html><body><main>Vuelos</main></bo', 'dy></html>'], texts);
    expect(html).toBe(
      '<html><body><main>Vuelos</main><script type="application/json" id="formatted-text" nonce="n0nce">{"dt es {} 2027-3-10 0:0:0.0":"mié, 10 mar 2027"}</script></body></html>',
    );
  });

  it('passes the document on as it comes until </body>', async () => {
    const writer = createFormattedTextWriter(new Map([['k', 'v']]), 'n0nce');
    const out: string[] = [];
    writer.on('data', (chunk: Buffer) => out.push(chunk.toString()));
    writer.write(Buffer.from('<body><p>Listo</p>'));
    writer.write(Buffer.from('<p>Más</p></b'));
    await new Promise((resolve) => setImmediate(resolve));
    // Only the bytes that may begin </body> wait for the next chunk.
    expect(out.join('')).toBe('<body><p>Listo</p><p>Más</p>');
    writer.end(Buffer.from('r>'));
    await new Promise((resolve) => writer.on('end', resolve));
    expect(out.join('')).toMatch(/^<body><p>Listo<\/p><p>Más<\/p><\/br><script type="application\/json"/);
  });

  it('cannot close its element with a text, and writes none when nothing was formatted', async () => {
    const html = await written(['<body></body>'], new Map([['k', '</script><script>alert(1)</script>']]));
    expect(html).not.toContain('</script><script>alert(1)');
    const element =
      /<script type="application\/json" id="formatted-text" nonce="n0nce">(.*)<\/script><\/body>/.exec(html);
    expect(JSON.parse(element?.[1] ?? '{}')).toEqual({ k: '</script><script>alert(1)</script>' });
    expect(await written(['<body>x</body></html>'], new Map())).toBe('<body>x</body></html>');
  });

  it('writes the texts at the end of a document without </body>', async () => {
    expect(await written(['<p>x</p>'], new Map([['k', 'v']]))).toBe(
      '<p>x</p><script type="application/json" id="formatted-text" nonce="n0nce">{"k":"v"}</script>',
    );
  });
});
