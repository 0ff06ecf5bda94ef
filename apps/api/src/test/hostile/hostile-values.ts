/** Strings an attacker or a broken client sends: injection, markup, unicode edge cases, sheer size. */
export const HOSTILE_STRINGS: readonly string[] = [
  "' OR '1'='1' --",
  "'; DROP TABLE bookings; --",
  '1; SELECT pg_sleep(5)',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, sent as plain text on purpose.
  '{{7*7}}${7*7}',
  '../../../../etc/passwd',
  '%00%0d%0aSet-Cookie: x=1',
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\udc00',
  'a\ud800b',
  '\u202eevil\u202c',
  '\u200b\u200c\u200d\ufeff',
  '👩‍👩‍👧‍👦🇨🇴',
  'Ω≈ç√∫˜µ≤≥÷ åß∂ƒ©˙∆˚¬',
  '',
  ' ',
  'x'.repeat(100_000),
];

/**
 * Text PostgreSQL refuses (NUL in text/jsonb) or that is not Unicode (lone UTF-16 surrogates, which
 * JSON's "\ud800" escapes produce): every route answers 400 VALIDATION_FAILED naming the field.
 */
export const ILL_FORMED_STRINGS: readonly string[] = ['a\u0000b', 'a\ud800', '\udc00b'];
/** The ones a URL can carry: percent-encoded UTF-8 has no lone surrogates. */
export const ILL_FORMED_URL_STRINGS: readonly string[] = ['a\u0000b'];

/** Values of the wrong JSON type for any field. */
export const WRONG_TYPES: readonly unknown[] = [
  null,
  true,
  -1,
  1e308,
  Number.MAX_SAFE_INTEGER + 2,
  [],
  {},
  Array.from({ length: 10_000 }, () => 'a'),
  { $gt: '' },
  { __proto__: { polluted: true } },
];

/** Raw bodies that are not the JSON they claim to be. */
export const MALFORMED_BODIES: readonly string[] = [
  '{',
  '{"a":',
  'null',
  '[]',
  '"just a string"',
  '{"a":1,"a":2}',
  '\u0000\u0001',
  '{"__proto__":{"polluted":true}}',
  `{"deep":${'['.repeat(5_000)}${']'.repeat(5_000)}}`,
];
