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
  '\ud800',
  '\u202eevil\u202c',
  '\u200b\u200c\u200d\ufeff',
  '👩‍👩‍👧‍👦🇨🇴',
  'Ω≈ç√∫˜µ≤≥÷ åß∂ƒ©˙∆˚¬',
  '',
  ' ',
  'x'.repeat(100_000),
];

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
