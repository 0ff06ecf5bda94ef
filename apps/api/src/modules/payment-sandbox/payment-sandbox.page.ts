import { formatMoney, moneyFromMinor } from '@travel/domain/money';
import type { SandboxOrderView } from '../../providers/payment-gateway/sandbox-payment-gateway.ts';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );

const STYLE = `
body{font-family:system-ui,sans-serif;margin:0;background:#f4f6f8;color:#1b1f24}
main{max-width:28rem;margin:3rem auto;background:#fff;border-radius:8px;padding:2rem;box-shadow:0 1px 4px #0002}
h1{font-size:1.4rem;margin-top:0}
dl{display:grid;grid-template-columns:auto 1fr;gap:.5rem 1rem}
dt{font-weight:600}
.actions{display:flex;gap:1rem;margin-top:1.5rem}
button{font-size:1rem;padding:.75rem 1.25rem;border-radius:6px;border:2px solid #0b57d0;cursor:pointer}
.primary{background:#0b57d0;color:#fff}
.secondary{background:#fff;color:#0b57d0}
button:focus-visible{outline:3px solid #f9ab00;outline-offset:2px}
.note{font-size:.9rem;color:#4a5360}
`;

const DECIDED_STATUS_TEXT: Record<Exclude<SandboxOrderView['status'], 'pending'>, string> = {
  AUTHORISED: 'autorizado',
  REFUSED: 'rechazado',
  CANCELLED: 'cancelado',
  VOIDED: 'anulado: la reserva ya se había pagado con otro pago',
};

/** The hosted payment page of the sandbox: plain HTML forms, no script (the CSP forbids inline code). */
export function renderPaymentPage(order: SandboxOrderView): string {
  const amount = formatMoney(moneyFromMinor(order.amount.amount, order.amount.currency), 'es');
  const key = encodeURIComponent(order.orderKey);
  const card = order.card
    ? `${escapeHtml(order.card.brand.toUpperCase())} •••• ${escapeHtml(order.card.lastFour)}`
    : 'Sin tarjeta';
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
<dt>Tarjeta</dt><dd>${card}</dd>
<dt>Pedido</dt><dd>${escapeHtml(order.orderKey)}</dd>
</dl>
${order.status !== 'pending' ? `<p role="status">Este pago ya se procesó (${DECIDED_STATUS_TEXT[order.status]}).</p>` : ''}
<div class="actions">
<form method="post" action="/payment/sandbox/pay/${key}/authorise">
<button type="submit" class="primary">Autorizar</button>
</form>
<form method="post" action="/payment/sandbox/pay/${key}/cancel">
<button type="submit" class="secondary">Cancelar</button>
</form>
</div>
</main>
</body>
</html>`;
}
