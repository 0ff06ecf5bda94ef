import { CalendarDate } from '@internationalized/date';
import { cleanup, render, screen } from '@testing-library/react';
import { Calendar, CalendarGrid, Heading } from 'react-aria-components';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { getI18n } from '../lib/i18n';
import type { Locale } from '../lib/locale';
import { AriaLocale } from './aria-locale';

afterEach(cleanup);

function renderCalendar(locale: Locale) {
  render(
    <I18nextProvider i18n={getI18n(locale)}>
      <AriaLocale>
        <Calendar aria-label="fecha" defaultValue={new CalendarDate(2027, 3, 10)}>
          <Heading />
          <CalendarGrid>{() => <span />}</CalendarGrid>
        </Calendar>
      </AriaLocale>
    </I18nextProvider>,
  );
}

describe('AriaLocale', () => {
  it("gives React Aria widgets the page's language", () => {
    renderCalendar('es');
    expect(screen.getByRole('heading').textContent).toContain('marzo de 2027');
    cleanup();
    renderCalendar('pt');
    expect(screen.getByRole('heading').textContent).toContain('março de 2027');
    cleanup();
    renderCalendar('en');
    expect(screen.getByRole('heading').textContent).toContain('March 2027');
    expect(screen.getByRole('heading').textContent).not.toContain('marzo');
  });
});
