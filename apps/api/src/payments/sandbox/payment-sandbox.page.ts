import { CARD_MESSAGES } from '@travel/domain/cards';
import { formatMoney, fromMoneyAmount, moneyFromMinor } from '@travel/domain/money';
import escapeHtml from 'escape-html';
import { renderSandboxPage, type SandboxPageLang } from './sandbox-page-shell.ts';
import type { SandboxOrderView } from './sandbox-payment-gateway.ts';

type Decided = Exclude<SandboxOrderView['status'], 'pending'>;

/** The card page's words per language (the shell holds the frame's). */
const PAGE_TEXT = {
  es: {
    title: 'Pago seguro',
    heading: 'Revisa y paga',
    decidedHeading: 'Resultado del pago',
    charged: 'Se cobra en dólares estadounidenses (USD)',
    merchant: 'Comercio',
    concept: 'Concepto',
    card: 'Tarjeta',
    order: 'Pedido',
    cardTitle: 'Datos de la tarjeta',
    plan: {
      label: 'Plan de pago',
      msi: {
        free: (n: number, x: string) => `${n} meses sin intereses de ${x}`,
        interest: (n: number, x: string) => `${n} meses de ${x}`,
      },
      cuotas: {
        free: (n: number, x: string) => `${n} cuotas sin interés de ${x}`,
        interest: (n: number, x: string) => `${n} cuotas de ${x}`,
      },
      parcelas: {
        free: (n: number, x: string) => `${n} parcelas sin intereses de ${x}`,
        interest: (n: number, x: string) => `${n} parcelas de ${x}`,
      },
      rate: (rate: string) => `${rate} mensual`,
      total: (total: string) => `total ${total}`,
    },
    testCards:
      'Tarjetas de prueba: 4111 1111 1111 1111 se autoriza y 4000 0000 0000 0002 se rechaza, con cualquier vencimiento futuro y cualquier CVC.',
    checkFields: 'Revisa los datos de la tarjeta marcados.',
    labels: {
      cardNumber: 'Número de tarjeta',
      cardExpiry: 'Vencimiento (MM / AA)',
      cardCvv: 'CVC',
      cardName: 'Titular de la tarjeta',
    },
    authorise: 'Autorizar',
    cancel: 'Cancelar',
    back: 'Volver a Andariego',
    outcome: {
      AUTHORISED: 'Pago autorizado. Tu reserva se está confirmando.',
      REFUSED: 'El banco rechazó el pago. No se hizo ningún cargo: puedes intentarlo con otra tarjeta.',
      CANCELLED: 'Cancelaste el pago. No se hizo ningún cargo.',
      VOIDED:
        'Este pago se anuló porque la reserva ya se había pagado con otro pago. No se hizo ningún cargo.',
    } satisfies Record<Decided, string>,
  },
  en: {
    title: 'Secure payment',
    heading: 'Review and pay',
    decidedHeading: 'Payment result',
    charged: 'Charged in US dollars (USD)',
    merchant: 'Merchant',
    concept: 'For',
    card: 'Card',
    order: 'Order',
    plan: {
      label: 'Payment plan',
      msi: {
        free: (n: number, x: string) => `${n} interest-free months of ${x}`,
        interest: (n: number, x: string) => `${n} months of ${x}`,
      },
      cuotas: {
        free: (n: number, x: string) => `${n} interest-free instalments of ${x}`,
        interest: (n: number, x: string) => `${n} instalments of ${x}`,
      },
      parcelas: {
        free: (n: number, x: string) => `${n} interest-free instalments of ${x}`,
        interest: (n: number, x: string) => `${n} instalments of ${x}`,
      },
      rate: (rate: string) => `${rate} a month`,
      total: (total: string) => `total ${total}`,
    },
    cardTitle: 'Card details',
    testCards:
      'Test cards: 4111 1111 1111 1111 is authorised and 4000 0000 0000 0002 is refused, with any future expiry date and any CVC.',
    checkFields: 'Please check the card details marked below.',
    labels: {
      cardNumber: 'Card number',
      cardExpiry: 'Expiry date (MM / YY)',
      cardCvv: 'CVC',
      cardName: 'Name on card',
    },
    authorise: 'Authorise',
    cancel: 'Cancel',
    back: 'Back to Andariego',
    outcome: {
      AUTHORISED: 'Payment authorised. Your booking is being confirmed.',
      REFUSED: 'The bank refused the payment. Nothing was charged: you can try another card.',
      CANCELLED: 'You cancelled the payment. Nothing was charged.',
      VOIDED:
        'This payment was voided because the booking had already been paid with another payment. Nothing was charged.',
    } satisfies Record<Decided, string>,
  },
  pt: {
    title: 'Pagamento seguro',
    heading: 'Revise e pague',
    decidedHeading: 'Resultado do pagamento',
    charged: 'Cobrado em dólares americanos (USD)',
    merchant: 'Estabelecimento',
    concept: 'Referente a',
    card: 'Cartão',
    order: 'Pedido',
    cardTitle: 'Dados do cartão',
    plan: {
      label: 'Parcelamento',
      msi: {
        free: (n: number, x: string) => `${n} meses sem juros de ${x}`,
        interest: (n: number, x: string) => `${n} meses de ${x}`,
      },
      cuotas: {
        free: (n: number, x: string) => `${n} parcelas sem juros de ${x}`,
        interest: (n: number, x: string) => `${n} parcelas de ${x}`,
      },
      parcelas: {
        free: (n: number, x: string) => `${n}x sem juros de ${x}`,
        interest: (n: number, x: string) => `${n}x de ${x}`,
      },
      rate: (rate: string) => `${rate} ao mês`,
      total: (total: string) => `total ${total}`,
    },
    testCards:
      'Cartões de teste: 4111 1111 1111 1111 é autorizado e 4000 0000 0000 0002 é recusado, com qualquer validade futura e qualquer CVC.',
    checkFields: 'Confira os dados do cartão marcados.',
    labels: {
      cardNumber: 'Número do cartão',
      cardExpiry: 'Validade (MM / AA)',
      cardCvv: 'CVC',
      cardName: 'Nome do titular do cartão',
    },
    authorise: 'Autorizar',
    cancel: 'Cancelar',
    back: 'Voltar para a Andariego',
    outcome: {
      AUTHORISED: 'Pagamento autorizado. Sua reserva está sendo confirmada.',
      REFUSED: 'O banco recusou o pagamento. Nada foi cobrado: você pode tentar com outro cartão.',
      CANCELLED: 'Você cancelou o pagamento. Nada foi cobrado.',
      VOIDED:
        'Este pagamento foi anulado porque a reserva já tinha sido paga com outro pagamento. Nada foi cobrado.',
    } satisfies Record<Decided, string>,
  },
} as const satisfies Record<SandboxPageLang, unknown>;

/**
 * The card fields of the hosted page; `name` is also the field's path in the gateway's errors, and
 * `message` the spec §5 message (domain cards) shown when it is wrong.
 */
const CARD_INPUTS = [
  {
    name: 'cardNumber',
    autocomplete: 'cc-number',
    inputmode: 'numeric',
    maxlength: 23,
    message: 'invalidCardNumber',
  },
  {
    name: 'cardExpiry',
    autocomplete: 'cc-exp',
    inputmode: 'numeric',
    maxlength: 9,
    message: 'invalidExpiry',
  },
  { name: 'cardCvv', autocomplete: 'cc-csc', inputmode: 'numeric', maxlength: 4, message: 'invalidCvc' },
  {
    name: 'cardName',
    autocomplete: 'cc-name',
    inputmode: 'text',
    maxlength: 255,
    message: 'cardholderNameRequired',
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

function renderCardForm(action: string, lang: SandboxPageLang, state: CardEntryState | undefined): string {
  const text = PAGE_TEXT[lang];
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
<label for="${id}">${text.labels[input.name]}</label>
<input ${attributes.join(' ')}>
${wrong ? `<p class="error" id="${id}-error">${escapeHtml(CARD_MESSAGES[input.message][lang])}</p>` : ''}
</div>`;
  });
  const [number, expiry, cvc, name] = fields;
  return `${invalid.size > 0 ? `<p class="alert" role="alert">${text.checkFields}</p>` : ''}
<form method="post" action="${action}" aria-labelledby="card-title">
<h2 id="card-title">${text.cardTitle}</h2>
<p class="note">${text.testCards}</p>
${number}
<div class="row">${expiry}${cvc}</div>
${name}
<div class="actions">
<button type="submit" class="primary">${text.authorise}</button>
</div>
</form>`;
}

/** Basis points as a percentage with two decimals (199 → "1,99 %"), written as the site writes it. */
const formatRate = (bp: number, lang: SandboxPageLang) =>
  new Intl.NumberFormat(lang === 'en' ? 'en-US' : lang === 'pt' ? 'pt-BR' : 'es', {
    style: 'percent',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(bp / 10_000);

/**
 * "6 cuotas de US$ 166,67 (total US$ 1.000,00; CFT 0,00 %)": the plan chosen on the site, as the
 * site described it (the monthly rate only when there is interest; CFT/CET where the law asks).
 */
export function describeInstalmentPlan(
  plan: NonNullable<SandboxOrderView['instalmentPlan']>,
  lang: SandboxPageLang,
): string {
  const words = PAGE_TEXT[lang].plan;
  const money = (amount: typeof plan.total) => formatMoney(fromMoneyAmount(amount), lang);
  const head = words[plan.style][plan.interestFree ? 'free' : 'interest'](plan.count, money(plan.instalment));
  const parts = [
    plan.interestFree ? null : words.rate(formatRate(plan.monthlyRateBp, lang)),
    words.total(money(plan.total)),
    plan.legalCost ? `${plan.legalCost.kind} ${formatRate(plan.legalCost.annualBp, lang)}` : null,
  ].filter(Boolean);
  return `${head} (${parts.join('; ')})`;
}

/**
 * The hosted payment page of the sandbox: plain HTML forms, no script (the CSP forbids inline code).
 * An order opened without a card token asks for the card here (the traveller's page ran no script);
 * one with a token shows the masked card and the Autorizar button. A decided order says what happened
 * and links back to the site, with no button that could pay it again.
 */
export function renderPaymentPage(
  order: SandboxOrderView,
  options: { lang: SandboxPageLang; cardEntry?: CardEntryState },
): string {
  const { lang, cardEntry } = options;
  const text = PAGE_TEXT[lang];
  const amount = formatMoney(moneyFromMinor(order.amount.amount, order.amount.currency), lang);
  const base = `/payment/sandbox/pay/${encodeURIComponent(order.orderKey)}`;
  const query = `?lang=${lang}`;
  const card = order.card
    ? `${escapeHtml(order.card.brand.toUpperCase())} •••• ${escapeHtml(order.card.lastFour)}`
    : null;
  const plan = order.instalmentPlan ? describeInstalmentPlan(order.instalmentPlan, lang) : null;
  const pending = order.status === 'pending';
  const asksForCard = pending && order.card === null;

  let actions: string;
  if (order.status !== 'pending') {
    const tone = order.status === 'AUTHORISED' ? 'ok' : order.status === 'REFUSED' ? 'bad' : '';
    actions = `<p class="outcome ${tone}" role="status">${text.outcome[order.status]}</p>
<div class="actions"><a class="button secondary" href="${base}/return${query}">${text.back}</a></div>`;
  } else if (asksForCard) {
    actions = `${renderCardForm(`${base}/card${query}`, lang, cardEntry)}
<div class="actions"><form method="post" action="${base}/cancel${query}"><button type="submit" class="secondary">${text.cancel}</button></form></div>`;
  } else {
    actions = `<div class="actions">
<form method="post" action="${base}/authorise${query}"><button type="submit" class="primary">${text.authorise}</button></form>
<form method="post" action="${base}/cancel${query}"><button type="submit" class="secondary">${text.cancel}</button></form>
</div>`;
  }

  const body = `<h1>${pending ? text.heading : text.decidedHeading}</h1>
<p class="amount"><span>${text.charged}</span><strong>${escapeHtml(amount)}</strong></p>
<dl>
<dt>${text.merchant}</dt><dd>${escapeHtml(order.merchant)}</dd>
<dt>${text.concept}</dt><dd>${escapeHtml(order.description)}</dd>
${plan ? `<dt>${text.plan.label}</dt><dd>${escapeHtml(plan)}</dd>\n` : ''}${card ? `<dt>${text.card}</dt><dd>${card}</dd>\n` : ''}<dt>${text.order}</dt><dd>${escapeHtml(order.orderKey)}</dd>
</dl>
${actions}`;
  return renderSandboxPage({ lang, title: text.title, body });
}
