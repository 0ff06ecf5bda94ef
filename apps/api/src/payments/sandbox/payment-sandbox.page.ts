import { CARD_MESSAGES } from '@travel/domain/cards';
import { formatMoney, moneyFromMinor } from '@travel/domain/money';
import escapeHtml from 'escape-html';
import type { SandboxOrderView } from './sandbox-payment-gateway.ts';

const STYLE = `
*,*::before,*::after{box-sizing:border-box}
body{font-family:system-ui,sans-serif;margin:0;background:#f4f6f8;color:#1b1f24}
main{max-width:28rem;margin:3rem auto;background:#fff;border-radius:8px;padding:2rem;box-shadow:0 1px 4px #0002}
@media (max-width:30rem){main{margin:0;border-radius:0;padding:1.25rem}}
h1{font-size:1.4rem;margin-top:0}
dl{display:grid;grid-template-columns:auto minmax(0,1fr);gap:.5rem 1rem}
dd{margin:0;overflow-wrap:anywhere}
dt{font-weight:600}
.actions{display:flex;gap:1rem;margin-top:1.5rem}
button{font-size:1rem;padding:.75rem 1.25rem;border-radius:6px;border:2px solid #0b57d0;cursor:pointer}
.primary{background:#0b57d0;color:#fff}
.secondary{background:#fff;color:#0b57d0}
button:focus-visible{outline:3px solid #f9ab00;outline-offset:2px}
.note{font-size:.9rem;color:#4a5360}
.field{display:flex;flex-direction:column;gap:.25rem;margin-top:1rem}
.field label{font-weight:600}
.field input{font-size:1rem;padding:.6rem;border:1px solid #6b7480;border-radius:6px;width:100%;min-width:0}
.field input:focus-visible{outline:3px solid #f9ab00;outline-offset:1px}
.field input[aria-invalid=true]{border-color:#b3261e}
.row{display:grid;grid-template-columns:repeat(2,minmax(0,1fr));gap:0 1rem;align-items:end}
.error{color:#b3261e;margin:0}
.alert{border:2px solid #b3261e;border-radius:6px;padding:.75rem 1rem;color:#b3261e}
`;

/** The card fields of the hosted page; `name` is also the field's path in the gateway's errors. */
const CARD_INPUTS = [
  {
    name: 'cardNumber',
    label: 'Número de tarjeta',
    autocomplete: 'cc-number',
    inputmode: 'numeric',
    maxlength: 23,
    message: CARD_MESSAGES.invalidCardNumber.es,
  },
  {
    name: 'cardExpiry',
    label: 'Vencimiento (MM / AA)',
    autocomplete: 'cc-exp',
    inputmode: 'numeric',
    maxlength: 9,
    message: CARD_MESSAGES.invalidExpiry.es,
  },
  {
    name: 'cardCvv',
    label: 'CVC',
    autocomplete: 'cc-csc',
    inputmode: 'numeric',
    maxlength: 4,
    message: CARD_MESSAGES.invalidCvc.es,
  },
  {
    name: 'cardName',
    label: 'Titular de la tarjeta',
    autocomplete: 'cc-name',
    inputmode: 'text',
    maxlength: 255,
    message: CARD_MESSAGES.cardholderNameRequired.es,
  },
] as const;
export type HostedCardField = (typeof CARD_INPUTS)[number]['name'];

/**
 * What a refused card entry shows again: the fields in error and what may be written back. The card
 * number and the CVC are never written back (nor kept, nor logged): the traveller types them again.
 */
export interface CardEntryState {
  invalid: readonly HostedCardField[];
  cardExpiry: string;
  cardName: string;
}

function renderCardForm(key: string, state: CardEntryState | undefined): string {
  const invalid = new Set(state?.invalid ?? []);
  const first = CARD_INPUTS.find((input) => invalid.has(input.name))?.name;
  const fields = CARD_INPUTS.map((input) => {
    const id = `card-${input.name}`;
    const wrong = invalid.has(input.name);
    const kept = input.name === 'cardExpiry' || input.name === 'cardName' ? (state?.[input.name] ?? '') : '';
    const attributes = [
      `id="${id}"`,
      `name="${input.name}"`,
      `autocomplete="${input.autocomplete}"`,
      `inputmode="${input.inputmode}"`,
      `maxlength="${input.maxlength}"`,
      'required',
      kept ? `value="${escapeHtml(kept)}"` : '',
      wrong ? `aria-invalid="true" aria-describedby="${id}-error"` : '',
      input.name === first ? 'autofocus' : '',
    ].filter(Boolean);
    return `<div class="field">
<label for="${id}">${input.label}</label>
<input ${attributes.join(' ')}>
${wrong ? `<p class="error" id="${id}-error">${escapeHtml(input.message)}</p>` : ''}
</div>`;
  });
  const [number, expiry, cvc, name] = fields;
  return `${invalid.size > 0 ? '<p class="alert" role="alert">Revisa los datos de la tarjeta marcados.</p>' : ''}
<form method="post" action="/payment/sandbox/pay/${key}/card" aria-labelledby="card-title">
<h2 id="card-title">Datos de la tarjeta</h2>
<p class="note">Tarjetas de prueba: 4111 1111 1111 1111 se autoriza y 4000 0000 0000 0002 se rechaza, con cualquier vencimiento futuro y cualquier CVC.</p>
${number}
<div class="row">${expiry}${cvc}</div>
${name}
<div class="actions">
<button type="submit" class="primary">Autorizar</button>
</div>
</form>`;
}

const DECIDED_STATUS_TEXT: Record<Exclude<SandboxOrderView['status'], 'pending'>, string> = {
  AUTHORISED: 'autorizado',
  REFUSED: 'rechazado',
  CANCELLED: 'cancelado',
  VOIDED: 'anulado: la reserva ya se había pagado con otro pago',
};

/**
 * The hosted payment page of the sandbox: plain HTML forms, no script (the CSP forbids inline code).
 * An order opened without a card token asks for the card here (the traveller's page ran no script);
 * one with a token shows the masked card and the Autorizar button.
 */
export function renderPaymentPage(order: SandboxOrderView, cardEntry?: CardEntryState): string {
  const amount = formatMoney(moneyFromMinor(order.amount.amount, order.amount.currency), 'es');
  const key = encodeURIComponent(order.orderKey);
  const card = order.card
    ? `${escapeHtml(order.card.brand.toUpperCase())} •••• ${escapeHtml(order.card.lastFour)}`
    : 'Sin tarjeta';
  const asksForCard = order.status === 'pending' && order.card === null;
  return `<!doctype html>
<html lang="es">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Pago seguro - ${escapeHtml(order.merchant)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>Pago seguro</h1>
<p class="note">Entorno de pruebas de la pasarela de pago. No se realiza ningún cargo real.</p>
<dl>
<dt>Comercio</dt><dd>${escapeHtml(order.merchant)}</dd>
<dt>Concepto</dt><dd>${escapeHtml(order.description)}</dd>
<dt>Importe</dt><dd>${escapeHtml(amount)}</dd>
${asksForCard ? '' : `<dt>Tarjeta</dt><dd>${card}</dd>\n`}<dt>Pedido</dt><dd>${escapeHtml(order.orderKey)}</dd>
</dl>
${order.status !== 'pending' ? `<p role="status">Este pago ya se procesó (${DECIDED_STATUS_TEXT[order.status]}).</p>` : ''}
${asksForCard ? renderCardForm(key, cardEntry) : ''}
<div class="actions">
${
  asksForCard
    ? ''
    : `<form method="post" action="/payment/sandbox/pay/${key}/authorise">
<button type="submit" class="primary">Autorizar</button>
</form>`
}
<form method="post" action="/payment/sandbox/pay/${key}/cancel">
<button type="submit" class="secondary">Cancelar</button>
</form>
</div>
</main>
</body>
</html>`;
}
