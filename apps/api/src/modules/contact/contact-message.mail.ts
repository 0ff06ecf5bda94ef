import type { MailMessage } from '../../providers/mailer/mailer.port.ts';
import type { ContactMessage } from './contact.schemas.ts';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );

const BEST_TIME = { morning: 'mañana', afternoon: 'tarde', evening: 'noche', any: 'cualquier hora' } as const;

/** The message for the company inbox, in Spanish (the team's language), replying to the visitor. */
export function renderContactMessage(message: ContactMessage, inbox: string): MailMessage {
  const rows: [string, string][] = [
    ['Tipo', message.kind === 'enquiry' ? 'Consulta' : 'Contacto'],
    ['Nombre', message.name],
    ['Correo', message.email],
    ['Teléfono', message.phone || '—'],
    ['Mejor hora para llamar', message.bestTimeToReach ? BEST_TIME[message.bestTimeToReach] : '—'],
    ['Idioma', message.locale],
  ];
  return {
    to: inbox,
    replyTo: message.email,
    subject: `${message.kind === 'enquiry' ? 'Consulta' : 'Contacto'} de ${message.name}`.slice(0, 150),
    text: `${rows.map(([label, value]) => `${label}: ${value}`).join('\n')}\n\n${message.message}\n`,
    html: `<table>${rows
      .map(
        ([label, value]) =>
          `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
      )
      .join('')}</table><p>${escapeHtml(message.message).replaceAll('\n', '<br>')}</p>`,
  };
}
