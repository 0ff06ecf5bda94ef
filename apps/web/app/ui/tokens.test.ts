import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// The colour tokens as ui/tokens.css defines them: '--color-text' → '#1b1f24'.
const css = readFileSync(join(import.meta.dirname, 'tokens.css'), 'utf8');
const tokens = Object.fromEntries(
  [...css.matchAll(/--(color-[\w-]+):\s*(#[0-9a-f]{6});/gi)].map(([, name = '', value = '']) => [
    name,
    value,
  ]),
);

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) =>
    c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4,
  );
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio of two colours. */
function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

function token(name: string): string {
  const value = tokens[name];
  if (!value) throw new Error(`ui/tokens.css defines no --${name}`);
  return value;
}

describe('design tokens', () => {
  const texts = [
    'color-text',
    'color-muted',
    'color-brand',
    'color-brand-dark',
    'color-accent-dark',
    'color-success',
    'color-warning',
    'color-danger',
  ];

  it.each(texts)('%s reads at 4.5:1 or more on both page backgrounds', (name) => {
    expect(contrast(token(name), token('color-surface'))).toBeGreaterThanOrEqual(4.5);
    expect(contrast(token(name), token('color-surface-alt'))).toBeGreaterThanOrEqual(4.5);
  });

  it.each([
    ['color-brand-dark', 'color-brand-soft'],
    ['color-accent-dark', 'color-accent-soft'],
    ['color-success', 'color-success-soft'],
    ['color-warning', 'color-warning-soft'],
    ['color-danger', 'color-danger-soft'],
    ['color-surface', 'color-brand'],
    ['color-surface', 'color-accent-dark'],
  ])('%s on %s (badges, buttons, the hero) reads at 4.5:1 or more', (text, background) => {
    expect(contrast(token(text), token(background))).toBeGreaterThanOrEqual(4.5);
  });
});
