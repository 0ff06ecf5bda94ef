import mjml2html from 'mjml';
import { describe, expect, it } from 'vitest';
import {
  buildMailSource,
  type MailLayoutInput,
  mailAmounts,
  mailButton,
  mailEscape,
  mailHeading,
  mailLink,
  mailList,
  mailParagraph,
  mailReference,
  mailSection,
  renderMailLayout,
} from './mail-layout.ts';

/** A mail with every helper and typed strings that need escaping, in the traveller's language. */
function mailFor(name: string, extraSection: boolean): MailLayoutInput {
  const sections = [
    mailSection(mailHeading(`Hola, ${name}`, 1) + mailReference('Código de reserva', 'K7QX2M'), {
      accent: true,
    }),
    mailSection(
      mailParagraph(`Vuelo de ${name} "a" <Bogotá> & Lima`) +
        mailList(['Ana Ruiz (adulto)', `${name} (niño)`], 'Pasajeros') +
        mailAmounts([
          { label: 'Tarifa', value: 'COP 1.250.000' },
          { label: 'Total', value: 'COP 1.330.000', strong: true },
        ]),
    ),
    mailSection(
      mailButton('Mi viaje', `https://andariego.example/mi-viaje?ref=K7QX2M&email=${name}@example.com`) +
        mailLink(`https://andariego.example/mi-viaje?ref=K7QX2M&n=${name}`) +
        `<mj-image src="cid:pix-code" alt="${mailEscape(`Código Pix de ${name}`)}" width="240px" padding="8px 0" />`,
    ),
  ];
  if (extraSection)
    sections.push(mailSection(mailParagraph('El check-in abre 24 horas antes.', { muted: true })));
  return {
    locale: 'es',
    title: `Tu reserva, ${name}`,
    preview: `Código K7QX2M para ${name}`,
    body: sections.join('\n'),
    webOrigin: 'https://andariego.example',
  };
}

describe('renderMailLayout', () => {
  it('writes exactly what MJML writes for the whole mail, for each traveller and each shape of mail', async () => {
    for (const input of [
      mailFor('Ana', false),
      // A name holding what the slots are written with: taken as text, never as a slot.
      mailFor('José <O\'Neil> & "Hijos" \u20631\u2063', false),
      mailFor('Ana', true),
      mailFor('Zoë', true),
    ]) {
      const { html } = await mjml2html(buildMailSource(input), { validationLevel: 'strict' });
      expect(await renderMailLayout(input)).toBe(html);
    }
  });

  it('refuses invalid MJML, every time it is asked', async () => {
    const broken = { ...mailFor('Ana', false), body: '<mj-section><mj-nope>x</mj-nope></mj-section>' };
    await expect(renderMailLayout(broken)).rejects.toThrow();
    await expect(renderMailLayout(broken)).rejects.toThrow();
  });
});
