import { formatMoney, moneyFromMinor } from '@travel/domain/money';
import { formatPaymentDeadline, getPaymentDeadlineTimeZone } from '@travel/domain/payment-methods';
import escapeHtml from 'escape-html';
import { renderSandboxPage, type SandboxPageLang } from '../sandbox-page-shell.ts';
import type { SandboxLocalPayments } from './sandbox-local-payments.ts';
import { SANDBOX_PSE_BANKS } from './sandbox-local-payments.ts';

type PageData = Awaited<ReturnType<SandboxLocalPayments['getPage']>>;

const CURRENCY_NAMES = {
  es: { BRL: 'reales brasileños (BRL)', MXN: 'pesos mexicanos (MXN)', COP: 'pesos colombianos (COP)' },
  en: { BRL: 'Brazilian reais (BRL)', MXN: 'Mexican pesos (MXN)', COP: 'Colombian pesos (COP)' },
  pt: { BRL: 'reais (BRL)', MXN: 'pesos mexicanos (MXN)', COP: 'pesos colombianos (COP)' },
} as const;

const TEXT = {
  es: {
    titles: { pix: 'Paga con Pix', oxxo: 'Paga en OXXO', boleto: 'Paga con boleto', pse: 'Paga con PSE' },
    charged: (currency: string) => `Se cobra en ${currency}`,
    deadline: 'Fecha límite',
    minutesLeft: (n: number) => (n === 1 ? 'Queda 1 minuto.' : `Quedan ${n} minutos.`),
    qrAlt: 'Código QR de Pix',
    copyLabel: 'Pix copia y pega',
    pixHelp: 'Abre la app de tu banco, elige Pix y escanea el código o pega el código copia y pega.',
    reference: 'Referencia',
    barcodeAlt: 'Código de barras del pago',
    voucherHelp: {
      oxxo: 'Presenta esta referencia en cualquier tienda OXXO y paga en efectivo antes de la fecha límite.',
      boleto:
        'Paga este boleto en un banco, en una lotérica o en la app de tu banco antes de la fecha límite.',
    },
    simulate: 'Simular pago (entorno de pruebas)',
    bank: 'Tu banco',
    outcome: 'Respuesta del banco (entorno de pruebas)',
    outcomes: { approved: 'Aprobado', rejected: 'Rechazado', pending: 'Pendiente' },
    continue: 'Continuar al banco',
    paid: 'Este pago ya se recibió. Tu reserva se está confirmando.',
    refused: 'El banco rechazó este pago. No se hizo ningún cargo.',
    expired: 'Este pago venció sin recibirse. La reserva se liberó y no se hizo ningún cargo.',
    back: 'Volver a Andariego',
  },
  en: {
    titles: { pix: 'Pay with Pix', oxxo: 'Pay at OXXO', boleto: 'Pay by boleto', pse: 'Pay with PSE' },
    charged: (currency: string) => `Charged in ${currency}`,
    deadline: 'Deadline',
    minutesLeft: (n: number) => (n === 1 ? '1 minute left.' : `${n} minutes left.`),
    qrAlt: 'Pix QR code',
    copyLabel: 'Pix copy and paste',
    pixHelp: "Open your bank's app, choose Pix and scan the code or paste the copy-and-paste code.",
    reference: 'Reference',
    barcodeAlt: 'Payment barcode',
    voucherHelp: {
      oxxo: 'Show this reference at any OXXO store and pay in cash before the deadline.',
      boleto: "Pay this boleto at a bank, a lottery outlet or in your bank's app before the deadline.",
    },
    simulate: 'Simulate payment (test environment)',
    bank: 'Your bank',
    outcome: "The bank's answer (test environment)",
    outcomes: { approved: 'Approved', rejected: 'Rejected', pending: 'Pending' },
    continue: 'Continue to the bank',
    paid: 'This payment was received. Your booking is being confirmed.',
    refused: 'The bank refused this payment. Nothing was charged.',
    expired: 'This payment expired unpaid. The booking was released and nothing was charged.',
    back: 'Back to Andariego',
  },
  pt: {
    titles: { pix: 'Pague com Pix', oxxo: 'Pague no OXXO', boleto: 'Pague com boleto', pse: 'Pague com PSE' },
    charged: (currency: string) => `Cobrado em ${currency}`,
    deadline: 'Prazo',
    minutesLeft: (n: number) => (n === 1 ? 'Falta 1 minuto.' : `Faltam ${n} minutos.`),
    qrAlt: 'QR Code Pix',
    copyLabel: 'Pix copia e cola',
    pixHelp: 'Abra o app do seu banco, escolha Pix e escaneie o QR Code ou cole o código copia e cola.',
    reference: 'Referência',
    barcodeAlt: 'Código de barras do pagamento',
    voucherHelp: {
      oxxo: 'Apresente esta referência em qualquer loja OXXO e pague em dinheiro até o prazo.',
      boleto: 'Pague este boleto em um banco, numa lotérica ou no app do seu banco até o vencimento.',
    },
    simulate: 'Simular pagamento (ambiente de testes)',
    bank: 'Seu banco',
    outcome: 'Resposta do banco (ambiente de testes)',
    outcomes: { approved: 'Aprovado', rejected: 'Recusado', pending: 'Pendente' },
    continue: 'Continuar para o banco',
    paid: 'Este pagamento já foi recebido. Sua reserva está sendo confirmada.',
    refused: 'O banco recusou este pagamento. Nada foi cobrado.',
    expired: 'Este pagamento venceu sem ser pago. A reserva foi liberada e nada foi cobrado.',
    back: 'Voltar para a Andariego',
  },
} as const satisfies Record<SandboxPageLang, unknown>;

/** An SVG made by our own libraries (qrcode, bwip-js), shown as an image so its markup never mixes with the page. */
export function svgImage(svg: string, alt: string, className: string): string {
  const src = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
  return `<img class="${className}" src="${src}" alt="${escapeHtml(alt)}">`;
}

/** The gateway's page for a local payment: Pix QR, voucher barcode or PSE bank chooser, in the shell. */
export function renderLocalPaymentPage(data: PageData, lang: SandboxPageLang, webOrigin: string): string {
  const text = TEXT[lang];
  const { row, instructions, expired, now } = data;
  const method = instructions.method;
  const amount = formatMoney(moneyFromMinor(row.amount, row.currency), lang);
  const currencyName =
    CURRENCY_NAMES[lang][row.currency as keyof (typeof CURRENCY_NAMES)['es']] ?? row.currency;
  const deadline = formatPaymentDeadline(instructions.expiresAt, {
    locale: lang,
    timeZone: getPaymentDeadlineTimeZone(method),
  });
  const minutesLeft = Math.max(0, Math.ceil((instructions.expiresAt.getTime() - now.getTime()) / 60_000));
  const action = `/payment/sandbox/local/${encodeURIComponent(row.orderKey)}/pay?lang=${lang}`;
  const back = `${webOrigin.replace(/\/+$/, '')}/booking/awaiting-payment/${encodeURIComponent(row.orderKey)}`;

  let state = '';
  if (row.status === 'AUTHORISED') state = `<p class="outcome ok" role="status">${text.paid}</p>`;
  else if (row.status === 'REFUSED') state = `<p class="outcome bad" role="status">${text.refused}</p>`;
  else if (expired || row.status !== 'pending')
    state = `<p class="outcome bad" role="status">${text.expired}</p>`;
  const open = state === '';

  const parts: string[] = [
    `<h1>${escapeHtml(text.titles[method])}</h1>`,
    `<p class="amount"><strong>${escapeHtml(amount)}</strong><span>${escapeHtml(text.charged(currencyName))}</span></p>`,
    `<dl><dt>${text.deadline}</dt><dd><time datetime="${instructions.expiresAt.toISOString()}">${escapeHtml(deadline)}</time>${
      open ? ` <span class="note">${text.minutesLeft(minutesLeft)}</span>` : ''
    }</dd></dl>`,
    state,
  ];
  if (open && method === 'pix' && instructions.code && instructions.imageSvg) {
    parts.push(
      `<p>${text.pixHelp}</p>`,
      svgImage(instructions.imageSvg, text.qrAlt, 'qr'),
      `<div class="field"><label for="br-code">${text.copyLabel}</label><textarea id="br-code" readonly rows="4">${escapeHtml(instructions.code)}</textarea></div>`,
    );
  }
  if (open && (method === 'oxxo' || method === 'boleto') && instructions.code && instructions.imageSvg) {
    parts.push(
      `<p>${text.voucherHelp[method]}</p>`,
      `<dl><dt>${text.reference}</dt><dd><code>${escapeHtml(instructions.code)}</code></dd></dl>`,
      svgImage(instructions.imageSvg, text.barcodeAlt, 'barcode'),
    );
  }
  if (open && method === 'pse') {
    const banks = SANDBOX_PSE_BANKS.map(
      (b) => `<option value="${b.code}">${escapeHtml(b.name)}</option>`,
    ).join('');
    const outcomes = (['approved', 'rejected', 'pending'] as const)
      .map(
        (o, i) =>
          `<label><input type="radio" name="outcome" value="${o}"${i === 0 ? ' checked' : ''}> ${text.outcomes[o]}</label>`,
      )
      .join(' ');
    parts.push(
      `<form method="post" action="${action}"><div class="field"><label for="bank">${text.bank}</label><select id="bank" name="bank">${banks}</select></div>`,
      `<fieldset class="field"><legend>${text.outcome}</legend>${outcomes}</fieldset>`,
      `<div class="actions"><button type="submit" class="primary">${text.continue}</button></div></form>`,
    );
  } else if (open) {
    parts.push(
      `<form method="post" action="${action}"><input type="hidden" name="outcome" value="approved"><div class="actions"><button type="submit" class="primary">${text.simulate}</button></div></form>`,
    );
  }
  parts.push(`<p><a href="${escapeHtml(back)}">${text.back}</a></p>`);
  const style =
    '<style>.qr,.barcode{display:block;max-width:100%;height:auto;margin:1rem auto}.qr{width:16rem}.barcode{width:100%}textarea,select{font:inherit;width:100%;padding:.5rem;border:1px solid #6b7480;border-radius:8px}fieldset{border:0;padding:0}</style>';
  return renderSandboxPage({ lang, title: text.titles[method], body: style + parts.join('\n') });
}
