import { describe, expect, it } from 'vitest';
import { renderContactMessage } from './contact-message.mail.ts';

const message = {
  kind: 'enquiry',
  name: 'Ana {{kind}} $t(contactMessage.kind.contact)',
  email: 'ana@example.com',
  phone: '+57 301 234 5678',
  bestTimeToReach: 'evening',
  message: 'Hola',
  locale: 'en',
} as const;

describe('renderContactMessage', () => {
  it('labels the fields in Spanish for the team, whatever the visitor’s language', () => {
    const mail = renderContactMessage(message);
    expect(mail.text).toContain('Tipo: Consulta\n');
    expect(mail.text).toContain('Mejor hora para llamar: noche\n');
    expect(mail.text).toContain('Idioma: en\n');
  });

  it('keeps a name that looks like a placeholder exactly as the visitor typed it', () => {
    const mail = renderContactMessage(message);
    expect(mail.subject).toBe('Consulta de Ana {{kind}} $t(contactMessage.kind.contact)');
    expect(mail.text).toContain('Nombre: Ana {{kind}} $t(contactMessage.kind.contact)\n');
  });
});
