import { BRAND_COLORS, BRAND_NAME, logoSvg } from '@travel/brand';
import escapeHtml from 'escape-html';

/** The languages the hosted pages speak; anything else falls back to Spanish, the source language. */
export const SANDBOX_PAGE_LANGS = ['es', 'en', 'pt'] as const;
export type SandboxPageLang = (typeof SANDBOX_PAGE_LANGS)[number];

/** Reads a `lang` query value or a stored locale ("pt-BR", "en") into one of the page languages. */
export function toSandboxPageLang(value: unknown): SandboxPageLang {
  const base = typeof value === 'string' ? value.toLowerCase().split(/[-_]/)[0] : undefined;
  return SANDBOX_PAGE_LANGS.find((lang) => lang === base) ?? 'es';
}

const SHELL_TEXT = {
  es: {
    secure: 'Pago seguro',
    frame: (brand: string) => `Estás pagando a ${brand} en una página de pago protegida.`,
    sandbox: 'Entorno de pruebas de la pasarela de pago: no se realiza ningún cargo real.',
  },
  en: {
    secure: 'Secure payment',
    frame: (brand: string) => `You are paying ${brand} on a protected payment page.`,
    sandbox: 'Payment gateway test environment: no real charge is made.',
  },
  pt: {
    secure: 'Pagamento seguro',
    frame: (brand: string) => `Pagamento para ${brand} em uma página de pagamento protegida.`,
    sandbox: 'Ambiente de testes do gateway de pagamento: nenhuma cobrança real é feita.',
  },
} as const satisfies Record<SandboxPageLang, unknown>;

const c = BRAND_COLORS;

/**
 * The styles every sandbox page shares, inline because the pages' CSP allows inline styles only (no
 * script, no external sheet or font). Tokens mirror the web app's so the hosted page feels like the site.
 */
export const SANDBOX_PAGE_STYLE = `
:root{--brand:${c.brand};--brand-dark:${c.brandDark};--brand-soft:${c.brandSoft};--accent:${c.accent};--accent-dark:${c.accentDark};--text:${c.text};--muted:${c.muted};--surface:${c.surface};--surface-alt:${c.surfaceAlt};--danger:#b3261e;--success:#1e6b34;--radius:12px;--radius-sm:8px;--space:1rem;--focus:#f9ab00}
*,*::before,*::after{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;margin:0;background:var(--surface-alt);color:var(--text);line-height:1.5;overflow-wrap:anywhere}
.shell{max-width:30rem;margin:0 auto;padding:1.5rem 1rem 3rem}
.brandbar{display:flex;align-items:center;justify-content:space-between;gap:.75rem;flex-wrap:wrap;margin-bottom:1rem}
.brandbar svg{display:block;max-width:100%;height:auto}
.lock{display:inline-flex;align-items:center;gap:.35rem;font-size:.875rem;font-weight:600;color:var(--brand-dark);background:var(--brand-soft);border-radius:999px;padding:.25rem .75rem}
.lock svg{flex:none}
main{background:var(--surface);border-radius:var(--radius);border-top:4px solid var(--brand);padding:1.5rem;box-shadow:0 1px 2px #0000000f,0 4px 16px #00000014}
@media (max-width:30rem){.shell{padding:0 0 2rem}.brandbar{padding:1rem 1rem 0}main{border-radius:0;padding:1.25rem 1rem}}
h1{font-size:1.375rem;line-height:1.25;margin:0 0 .5rem}
h2{font-size:1.125rem;margin:1.5rem 0 .5rem}
.frame{margin:0 0 1rem;color:var(--muted)}
.amount{display:flex;flex-wrap:wrap;align-items:baseline;justify-content:space-between;gap:.25rem 1rem;background:var(--brand-soft);border-radius:var(--radius-sm);padding:.75rem 1rem;margin:0 0 1rem}
.amount strong{font-size:1.5rem;color:var(--brand-dark)}
dl{display:grid;grid-template-columns:auto minmax(0,1fr);gap:.35rem 1rem;margin:0 0 1rem}
dd{margin:0;min-width:0}
dt{font-weight:600;color:var(--muted)}
.actions{display:flex;flex-wrap:wrap;gap:.75rem;margin-top:1.5rem}
.actions form{display:contents}
button,.button{font:inherit;font-weight:600;font-size:1rem;padding:.75rem 1.25rem;border-radius:var(--radius-sm);border:2px solid var(--brand);cursor:pointer;text-decoration:none;display:inline-block;text-align:center;min-height:44px}
.primary{background:var(--accent);border-color:var(--accent);color:#fff;flex:1 1 12rem}
.primary:hover{background:var(--accent-dark);border-color:var(--accent-dark)}
.secondary{background:var(--surface);color:var(--brand)}
button:focus-visible,.button:focus-visible,a:focus-visible{outline:3px solid var(--focus);outline-offset:2px}
a{color:var(--brand)}
.note{font-size:.875rem;color:var(--muted)}
.field{display:flex;flex-direction:column;gap:.25rem;margin-top:1rem;min-width:0}
.field label{font-weight:600}
.field input{font:inherit;font-size:1rem;padding:.65rem .75rem;border:1px solid #6b7480;border-radius:var(--radius-sm);width:100%;min-width:0}
.field input:focus-visible{outline:3px solid var(--focus);outline-offset:1px}
.field input[aria-invalid=true]{border-color:var(--danger)}
.row{display:grid;grid-template-columns:repeat(2,minmax(0,1fr));gap:0 1rem;align-items:end}
.error{color:var(--danger);margin:0}
.alert{border:2px solid var(--danger);border-radius:var(--radius-sm);padding:.75rem 1rem;color:var(--danger)}
.outcome{border-radius:var(--radius-sm);padding:.75rem 1rem;border:2px solid var(--muted)}
.outcome.ok{border-color:var(--success);color:var(--success)}
.outcome.bad{border-color:var(--danger);color:var(--danger)}
.sandbox{margin-top:1.25rem;text-align:center}
`;

const LOCK_ICON =
  '<svg aria-hidden="true" width="14" height="14" viewBox="0 0 16 16"><path fill="currentColor" d="M4 7V5a4 4 0 1 1 8 0v2h.5A1.5 1.5 0 0 1 14 8.5v6a1.5 1.5 0 0 1-1.5 1.5h-9A1.5 1.5 0 0 1 2 14.5v-6A1.5 1.5 0 0 1 3.5 7H4Zm2 0h4V5a2 2 0 1 0-4 0v2Z"/></svg>';

export interface SandboxPageInput {
  lang: SandboxPageLang;
  /** The document title's first part; " · Andariego" is added. */
  title: string;
  /** The page's own HTML (already escaped), put inside `<main>` after the secure-payment frame. */
  body: string;
}

/**
 * The shell of every hosted (sandbox) payment page: head, inline CSP-safe styles, the Andariego logo,
 * the "secure payment" frame naming the merchant, and `<html lang>`. Card, Pix, OXXO, PSE and
 * instalment pages put their content in `body`.
 */
export function renderSandboxPage({ lang, title, body }: SandboxPageInput): string {
  const text = SHELL_TEXT[lang];
  return `<!doctype html>
<html lang="${lang === 'pt' ? 'pt-BR' : lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<meta name="referrer" content="no-referrer">
<title>${escapeHtml(title)} · ${BRAND_NAME}</title>
<style>${SANDBOX_PAGE_STYLE}</style>
</head>
<body>
<div class="shell">
<header class="brandbar">
${logoSvg(32)}
<span class="lock">${LOCK_ICON}${text.secure}</span>
</header>
<main>
<p class="frame">${escapeHtml(text.frame(BRAND_NAME))}</p>
${body}
</main>
<p class="note sandbox">${text.sandbox}</p>
</div>
</body>
</html>`;
}
