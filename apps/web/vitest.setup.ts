import { configure } from '@testing-library/react';
import { getI18n } from './app/lib/i18n';
import { loadCoreTranslations } from './app/lib/i18n-resources.server';
import { LOCALES } from './app/lib/locale';

// CI runs every project's tests at once on two cores, where a lazily loaded widget (the airport
// combobox, the calendar) can take more than Testing Library's default second to appear.
configure({ asyncUtilTimeout: 10_000 });

// jsdom lacks CSS.escape, which React Aria's popovers use; a minimal stand-in for the tests.
const css = (globalThis.CSS ?? {}) as { escape?: (value: string) => string };
css.escape ??= (value: string) => value.replace(/([^\w-])/g, '\\$1');
(globalThis as { CSS?: unknown }).CSS = css;

// The app gets each page language's core strings from the root loader; components tested alone get
// every language's, as the server holds them.
for (const locale of LOCALES) getI18n(locale, loadCoreTranslations(locale));
