import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getI18n } from '../../lib/i18n';
import { NewVersionNotice } from './new-version-notice';

const HOUR = 3_600_000;
let deployed = 'v2';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
  (window as Window & { __reactRouterManifest?: object }).__reactRouterManifest = { version: 'v1' };
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json({ version: deployed })),
  );
  window.sessionStorage.clear();
  deployed = 'v2';
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const renderNotice = () =>
  render(
    <I18nextProvider i18n={getI18n('es')}>
      <NewVersionNotice />
    </I18nextProvider>,
  );

/** Lets an hour pass and the check's fetch answer. */
async function anHourLater() {
  await act(async () => {
    vi.advanceTimersByTime(HOUR);
  });
  await act(async () => {});
}

describe('NewVersionNotice', () => {
  it('says nothing before the hourly check, then offers a reload once another version is deployed', async () => {
    renderNotice();
    expect(screen.queryByRole('button', { name: 'Recargar ahora' })).toBeNull();
    await anHourLater();
    expect(screen.getByRole('status').textContent).toContain('Publicamos una versión nueva');
    fireEvent.click(screen.getByRole('button', { name: 'Más tarde' }));
    expect(screen.queryByRole('button', { name: 'Recargar ahora' })).toBeNull();
  });

  it('stays quiet while the deployed version is the one running', async () => {
    deployed = 'v1';
    renderNotice();
    await anHourLater();
    expect(screen.queryByRole('button', { name: 'Recargar ahora' })).toBeNull();
  });

  it('does not offer another reload within 10 seconds of the last one', async () => {
    renderNotice();
    window.sessionStorage.setItem('version-check:reloaded-at', String(Date.now() + HOUR - 5_000));
    await anHourLater();
    expect(screen.queryByRole('button', { name: 'Recargar ahora' })).toBeNull();
  });
});
