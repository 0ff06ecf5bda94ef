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

describe('renderContactMessage for an enquiry about a tour', () => {
  it('names the tour, its page and the chosen departure in the subject and the rows', () => {
    const mail = renderContactMessage({
      ...message,
      about: {
        type: 'tour',
        title: 'Cusco y Machu Picchu en 5 días',
        path: '/turs/peru/cusco-y-machu-picchu',
        departureDate: '2027-03-13',
      },
    });
    expect(mail.subject).toBe(
      'Consulta de Ana {{kind}} $t(contactMessage.kind.contact) sobre Cusco y Machu Picchu en 5 días',
    );
    expect(mail.text).toContain('Tour: Cusco y Machu Picchu en 5 días (/turs/peru/cusco-y-machu-picchu)\n');
    expect(mail.text).toContain('Fecha de salida: 2027-03-13\n');
    expect(mail.html).toContain('<th align="left">Fecha de salida</th><td>2027-03-13</td>');
  });

  it('names a cruise and shows no date when none was chosen', () => {
    const mail = renderContactMessage({
      ...message,
      about: { type: 'cruise', title: 'Caribe <occidental>', path: '/cruceros/caribe-occidental' },
    });
    expect(mail.text).toContain('Crucero: Caribe <occidental> (/cruceros/caribe-occidental)\n');
    expect(mail.text).toContain('Fecha de salida: —\n');
    expect(mail.html).toContain('Caribe &lt;occidental&gt;');
  });
});
