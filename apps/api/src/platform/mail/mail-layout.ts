import { BRAND_COLORS, BRAND_NAME } from '@travel/brand';
import type { SiteLocale } from '@travel/contract/locale';
import escapeHtml from 'escape-html';
import { LRUCache } from 'lru-cache';
import mjml2html from 'mjml';
import { mailI18n } from '../i18n/mail-i18n.ts';

/**
 * The one layout of every e-mail (MJML: responsive tables that mail clients render): the logo, a
 * white card per section on the brand's grey, and the footer saying why the mail came. Templates
 * build their sections with the helpers below, which escape every string they are given.
 */

const c = BRAND_COLORS;
const FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif";

/** Escapes text for MJML content and attributes. */
export const mailEscape = (value: string) => escapeHtml(value);

/** A white card holding content blocks (mj-text, mj-table, mj-button...). */
export function mailSection(content: string, options: { accent?: boolean } = {}): string {
  const border = options.accent ? ` border-top="4px solid ${c.brand}"` : '';
  return `<mj-section background-color="${c.surface}" padding="20px 24px"${border}><mj-column>${content}</mj-column></mj-section>`;
}

export function mailHeading(text: string, level: 1 | 2 = 2): string {
  const size = level === 1 ? 24 : 18;
  return `<mj-text font-size="${size}px" font-weight="700" line-height="1.3" color="${c.text}" padding="0 0 8px"><h${level} style="margin:0;font-size:${size}px">${mailEscape(text)}</h${level}></mj-text>`;
}

export function mailParagraph(text: string, options: { muted?: boolean } = {}): string {
  const color = options.muted ? c.muted : c.text;
  return `<mj-text color="${color}" padding="0 0 8px">${mailEscape(text)}</mj-text>`;
}

/** A list under an optional sub-heading. */
export function mailList(items: string[], heading?: string): string {
  const title = heading ? `<p style="margin:8px 0 4px;font-weight:700">${mailEscape(heading)}</p>` : '';
  const list = `<ul style="margin:0;padding-left:20px">${items.map((item) => `<li>${mailEscape(item)}</li>`).join('')}</ul>`;
  return `<mj-text padding="0 0 8px">${title}${list}</mj-text>`;
}

/** The booking reference, big enough to read aloud at an airline counter. */
export function mailReference(label: string, value: string): string {
  return `<mj-text align="center" padding="4px 0 12px" color="${c.muted}">${mailEscape(label)}<br><span style="display:inline-block;margin-top:4px;font-size:34px;font-weight:700;letter-spacing:4px;color:${c.brandDark}">${mailEscape(value)}</span></mj-text>`;
}

/** Label/amount rows; `strong` rows close the table in bold with a rule above. */
export function mailAmounts(rows: Array<{ label: string; value: string; strong?: boolean }>): string {
  const cells = rows
    .map((row) => {
      const style = row.strong ? `font-weight:700;border-top:1px solid #cfd6de;` : '';
      return `<tr><td style="${style}padding:6px 0">${mailEscape(row.label)}</td><td style="${style}padding:6px 0;text-align:right;white-space:nowrap">${mailEscape(row.value)}</td></tr>`;
    })
    .join('');
  return `<mj-table color="${c.text}" font-size="15px" line-height="1.4" padding="0 0 8px" width="100%">${cells}</mj-table>`;
}

export function mailButton(label: string, href: string): string {
  return `<mj-button href="${mailEscape(href)}" background-color="${c.accent}" color="#ffffff" font-weight="700" border-radius="8px" inner-padding="12px 20px" padding="8px 0" align="left">${mailEscape(label)}</mj-button>`;
}

/** A link written out, for clients that hide buttons and for copying. */
export function mailLink(href: string): string {
  return `<mj-text padding="0 0 8px" font-size="13px"><a href="${mailEscape(href)}" style="color:${c.brand};word-break:break-all">${mailEscape(href)}</a></mj-text>`;
}

export interface MailLayoutInput {
  locale: SiteLocale;
  /** The document title (the subject). */
  title: string;
  /** The line inboxes show after the subject. */
  preview: string;
  /** Sections made with `mailSection`. */
  body: string;
  /** Where the web app lives: the logo image is served from it (mail clients block SVG and data URIs). */
  webOrigin: string;
}

/** The layout's MJML document around the sections (exported for the test that holds the cache to it). */
export function buildMailSource(input: MailLayoutInput): string {
  const t = mailI18n.getFixedT(input.locale, 'mail', 'layout');
  const logo = new URL('/brand/andariego-logo.png', input.webOrigin).href;
  return `<mjml lang="${input.locale === 'pt' ? 'pt-BR' : input.locale}">
<mj-head>
<mj-title>${mailEscape(input.title)}</mj-title>
<mj-preview>${mailEscape(input.preview)}</mj-preview>
<mj-attributes>
<mj-all font-family="${FONT}" />
<mj-text font-size="15px" line-height="1.5" color="${c.text}" />
</mj-attributes>
</mj-head>
<mj-body background-color="${c.surfaceAlt}" width="600px">
<mj-section padding="20px 24px 12px"><mj-column>
<mj-image src="${mailEscape(logo)}" alt="${BRAND_NAME}" width="150px" height="32px" align="left" padding="0" />
</mj-column></mj-section>
${input.body}
<mj-section padding="16px 24px 24px"><mj-column>
<mj-text font-size="12px" color="${c.muted}" padding="0">${mailEscape(t('why'))}<br>${mailEscape(t('tagline'))}</mj-text>
</mj-column></mj-section>
</mj-body>
</mjml>`;
}

/**
 * MJML takes several milliseconds a mail (a twentieth of a booking's API time in bench/booking-load),
 * and what it makes depends only on the tags and their attributes: the contents of a text, table,
 * button, title or preview, and the link, image and alt attributes, pass through as written. So a
 * mail is compiled once per shape, with those in numbered slots, and its own are put back in them.
 * The helpers above escape every string, so no content holds a closing tag or a slot of its own.
 */
// An opening tag, not a self-closing one (the head's <mj-text … /> defaults).
const CONTENT_SLOTS = /(<mj-(text|table|button|title|preview)\b(?:[^>]*[^/>])?>)([\s\S]*?)(<\/mj-\2>)/g;
const ATTRIBUTE_SLOTS = /\b(href|src|alt)="([^"]*)"/g;
const SLOT = /\u2063(\d+)\u2063/g;
const compiledShapes = new LRUCache<string, Promise<string>>({ max: 200 });

function toShape(source: string): { shape: string; values: string[] } {
  const values: string[] = [];
  const slot = (value: string) => `\u2063${values.push(value) - 1}\u2063`;
  const shape = source
    .replace(
      CONTENT_SLOTS,
      (_, open: string, _tag, content: string, close: string) => `${open}${slot(content)}${close}`,
    )
    .replace(ATTRIBUTE_SLOTS, (_, name: string, value: string) => `${name}="${slot(value)}"`);
  return { shape, values };
}

/** The e-mail's HTML part; throws when the MJML is invalid, so a broken template fails its tests. */
export async function renderMailLayout(input: MailLayoutInput): Promise<string> {
  const { shape, values } = toShape(buildMailSource(input));
  let compiled = compiledShapes.get(shape);
  if (!compiled) {
    compiled = mjml2html(shape, { validationLevel: 'strict' }).then(({ html }) => html);
    compiledShapes.set(shape, compiled);
    compiled.catch(() => compiledShapes.delete(shape));
  }
  return (await compiled).replace(SLOT, (_, index: string) => values[Number(index)] ?? '');
}
