import type { ContactMessage } from '@travel/contract/contact';
import escapeHtml from 'escape-html';
import { mailI18n } from '../platform/i18n/mail-i18n.ts';
import type { MailMessage } from '../platform/outbox/mailer.port.ts';

/**
 * The message for the company inbox, in Spanish (the team's language), replying to the visitor. The
 * recipient is the outbox row's, as for every queued mail.
 */
export function renderContactMessage(message: ContactMessage): Omit<MailMessage, 'to'> {
  const t = mailI18n.getFixedT('es', 'mail', 'contactMessage');
  const kind = t(`kind.${message.kind}`);
  const rows: [string, string][] = [
    [t('label.kind'), kind],
    [t('label.name'), message.name],
    [t('label.email'), message.email],
    [t('label.phone'), message.phone || '—'],
    [
      t('label.bestTimeToReach'),
      message.bestTimeToReach ? t(`bestTimeToReach.${message.bestTimeToReach}`) : '—',
    ],
    [t('label.locale'), message.locale],
    // What an enquiry is about, so the adviser knows which tour or sailing (and date) to price.
    ...(message.about
      ? ([
          [t(`label.about.${message.about.type}`), `${message.about.title} (${message.about.path})`],
          [t('label.departureDate'), message.about.departureDate ?? '—'],
        ] satisfies [string, string][])
      : []),
  ];
  return {
    replyTo: message.email,
    subject: (message.about
      ? t('subjectAbout', { kind, name: message.name, title: message.about.title })
      : t('subject', { kind, name: message.name })
    ).slice(0, 150),
    text: `${rows.map(([label, value]) => `${label}: ${value}`).join('\n')}\n\n${message.message}\n`,
    html: `<table>${rows
      .map(
        ([label, value]) =>
          `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
      )
      .join('')}</table><p>${escapeHtml(message.message).replaceAll('\n', '<br>')}</p>`,
  };
}
