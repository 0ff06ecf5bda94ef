import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createModulePreloadStripper } from './defer-module-preloads.server';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

const HTML = [
  '<!DOCTYPE html><html lang="es"><head><link rel="stylesheet" href="/a.css"/><link rel="modulepreload" href="/entry.js" nonce="x"/>',
  '<link nonce="x" rel="preload" href="/inter.woff2" as="font" type="font/woff2" crossorigin="anonymous"/>',
  '<link rel="modulepreload" href="/chunk.js"/><title>T</title></head><body><h1>Hola</h1>',
  '<link rel="modulepreload" href="/late.js"/><script type="module">import("/entry.js")</script></body></html>',
];

describe('createModulePreloadStripper', () => {
  it('drops module preloads from the head, across chunks, and leaves the body and styles alone', async () => {
    const out = await text(
      Readable.from(HTML.map((part) => Buffer.from(part))).pipe(createModulePreloadStripper()),
    );
    expect(out).not.toContain('href="/entry.js" nonce');
    expect(out).not.toContain('/chunk.js');
    expect(out).toContain('<link rel="stylesheet" href="/a.css"/>');
    expect(out).toContain('<script type="module">import("/entry.js")</script>');
    expect(out).toContain('<link rel="modulepreload" href="/late.js"/>');
    expect(out.startsWith('<!DOCTYPE html><html lang="es">')).toBe(true);
    expect(out).toContain('/inter.woff2');
  });

  it('starts the module script and the dropped preloads after the first paint, with the nonce, when asked', async () => {
    const out = await text(
      Readable.from(HTML.map((part) => Buffer.from(part))).pipe(
        createModulePreloadStripper({ scriptsAfterPaintNonce: 'n0nce' }),
      ),
    );
    const head = out.slice(0, out.indexOf('</head>'));
    expect(head).not.toContain('<link rel="modulepreload"');
    expect(out).not.toContain('<script type="module">');
    expect(out).toContain('<body><h1>Hola</h1>');
    expect(out).toContain('<script nonce="n0nce">');
    expect(out).toContain('first-contentful-paint');
    expect(out).toContain('["/entry.js","/chunk.js"],"import(\\"/entry.js\\")"');
    expect(out.endsWith('</script></body></html>')).toBe(true);
    // The web font waits for the paint too (and applies at once without script).
    expect(out).toContain('<html data-web-fonts="later" lang="es">');
    expect(out).not.toContain('/inter.woff2');
    expect(head).toContain('<noscript><style>:root[data-web-fonts]{--font-sans:"Inter Variable"');
    // Fetched after the paint, applied at the next navigation (lib/web-fonts.ts).
    expect(out).toContain('document.fonts.load("1em \\"Inter Variable\\"")');
    expect(out).not.toContain('removeAttribute("data-web-fonts")');
  });

  it('adds the preloads a few a task after the paint, then the module script in a task of its own', async () => {
    const preloads = Array.from(
      { length: 10 },
      (_, index) => `<link rel="modulepreload" href="/m${index}.js"/>`,
    );
    const out = await text(
      Readable.from([
        Buffer.from(
          `<html><head>${preloads.join('')}</head><body><script type="module">import("/m0.js")</script></body></html>`,
        ),
      ]).pipe(createModulePreloadStripper({ scriptsAfterPaintNonce: 'n0nce' })),
    );
    const source = /<script nonce="n0nce">([\s\S]*?)<\/script>/.exec(out)?.[1] ?? '';
    vi.useFakeTimers();
    // No paint timing here: the script falls back to a frame, then a task.
    vi.stubGlobal('PerformanceObserver', undefined);
    const holder = document.createElement('script');
    holder.nonce = 'n0nce';
    Object.defineProperty(document, 'currentScript', { value: holder, configurable: true });
    new Function(source)();
    const preloaded = () => document.head.querySelectorAll('link[rel="modulepreload"]').length;
    const moduleScript = () => document.body.querySelector('script[type="module"]');
    await vi.advanceTimersToNextTimerAsync(); // the frame
    await vi.advanceTimersToNextTimerAsync(); // start: the first preloads
    expect(preloaded()).toBe(4);
    expect(moduleScript()).toBeNull();
    await vi.advanceTimersToNextTimerAsync();
    expect(preloaded()).toBe(8);
    await vi.advanceTimersToNextTimerAsync();
    expect(preloaded()).toBe(10);
    expect(moduleScript()).toBeNull();
    await vi.advanceTimersToNextTimerAsync();
    expect(moduleScript()?.textContent).toBe('import("/m0.js")');
    expect((moduleScript() as HTMLScriptElement).nonce).toBe('n0nce');
    // Once only, whatever fires later (the 3-second fallback).
    await vi.advanceTimersByTimeAsync(4000);
    expect(preloaded()).toBe(10);
    expect(document.body.querySelectorAll('script[type="module"]')).toHaveLength(1);
  });

  it('adds them all at once in a hidden tab, whose timers the browser slows', async () => {
    const out = await text(
      Readable.from(HTML.map((part) => Buffer.from(part))).pipe(
        createModulePreloadStripper({ scriptsAfterPaintNonce: 'n0nce' }),
      ),
    );
    const source = /<script nonce="n0nce">([\s\S]*?)<\/script>/.exec(out)?.[1] ?? '';
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    const holder = document.createElement('script');
    holder.nonce = 'n0nce';
    Object.defineProperty(document, 'currentScript', { value: holder, configurable: true });
    try {
      new Function(source)();
    } finally {
      Reflect.deleteProperty(document, 'visibilityState');
    }
    expect(document.head.querySelectorAll('link[rel="modulepreload"]')).toHaveLength(2);
    expect(document.body.querySelector('script[type="module"]')?.textContent).toBe('import("/entry.js")');
  });

  it('passes a document without a head end through, stripped', async () => {
    const out = await text(
      Readable.from([Buffer.from('<p>x</p><link rel="modulepreload" href="/a.js"/>')]).pipe(
        createModulePreloadStripper(),
      ),
    );
    expect(out).toBe('<p>x</p>');
  });
});
