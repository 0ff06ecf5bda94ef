import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { getI18n } from '../lib/i18n';
import { getLocaleFromPath } from '../lib/locale';
import { SiteChrome } from './site-chrome';

afterEach(cleanup);

function PageInChrome() {
  return (
    <SiteChrome variant="custom">
      <h1>Contenido</h1>
    </SiteChrome>
  );
}

function renderChromeAt(url: string) {
  const Stub = createRoutesStub([
    {
      path: '*',
      Component: PageInChrome,
    },
  ]);
  render(
    <I18nextProvider i18n={getI18n(getLocaleFromPath(new URL(url, 'http://localhost').pathname))}>
      <Stub initialEntries={[url]} />
    </I18nextProvider>,
  );
}

describe('SiteChrome', () => {
  it('offers the main navigation in Spanish', () => {
    renderChromeAt('/');
    const nav = screen.getByRole('navigation', { name: 'Navegación principal' });
    const links = within(nav)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Vuelos', '/vuelos'],
      ['Hoteles', '/hoteles'],
      ['Cruceros', '/cruceros'],
      ['Tours', '/turs'],
      ['Ofertas', '/ofertas'],
      ['Blog', '/blog'],
      ['Mi viaje', '/user/my-journey'],
    ]);
  });

  it('links the legal and help pages from the footer', () => {
    renderChromeAt('/');
    const footerNav = within(screen.getByRole('contentinfo')).getByRole('navigation', {
      name: 'Información y ayuda',
    });
    expect(within(footerNav).getByRole('link', { name: 'Términos' }).getAttribute('href')).toBe('/terms');
    expect(within(footerNav).getByRole('link', { name: 'Privacidad' }).getAttribute('href')).toBe(
      '/privacy-policy',
    );
    expect(within(footerNav).getByRole('link', { name: 'Preguntas frecuentes' }).getAttribute('href')).toBe(
      '/faq',
    );
    expect(within(footerNav).getByRole('link', { name: 'Contacto' }).getAttribute('href')).toBe(
      '/contact-us',
    );
    expect(within(footerNav).getByRole('link', { name: 'Quiénes somos' }).getAttribute('href')).toBe(
      '/about-us',
    );
  });

  it('lets keyboard users skip to the main content', () => {
    renderChromeAt('/');
    expect(screen.getByRole('link', { name: 'Saltar al contenido principal' }).getAttribute('href')).toBe(
      '#main-content',
    );
    expect(screen.getByRole('main').id).toBe('main-content');
  });

  it('offers the same page in every language, keeping the query', () => {
    renderChromeAt('/hoteles/HotelSummary?id=7');
    expect(screen.getByText('Cambiar idioma:').closest('summary')?.textContent).toBe(
      'Cambiar idioma: Español',
    );
    const english = screen.getByRole('link', { name: 'English' });
    expect(english.getAttribute('href')).toBe('/en/hoteles/HotelSummary?id=7');
    expect(english.getAttribute('hreflang')).toBe('en');
    expect(english.getAttribute('lang')).toBe('en');
    const portuguese = screen.getByRole('link', { name: 'Português' });
    expect(portuguese.getAttribute('href')).toBe('/pt/hoteles/HotelSummary?id=7');
    expect(portuguese.getAttribute('hreflang')).toBe('pt-BR');
    expect(portuguese.getAttribute('lang')).toBe('pt-BR');
    expect(screen.getByRole('link', { name: 'Español' }).getAttribute('aria-current')).toBe('true');
  });

  it('remembers the language chosen in the locale cookie', () => {
    renderChromeAt('/vuelos');
    fireEvent.click(screen.getByRole('link', { name: 'Português' }));
    expect(document.cookie).toContain('locale=pt');
  });

  it('speaks Portuguese under /pt', () => {
    renderChromeAt('/pt/vuelos');
    expect(screen.getByText('Mudar idioma:').closest('summary')?.textContent).toBe('Mudar idioma: Português');
    expect(screen.getByRole('link', { name: 'Español' }).getAttribute('href')).toBe('/vuelos');
    expect(screen.getByRole('link', { name: 'English' }).getAttribute('href')).toBe('/en/vuelos');
  });

  it('speaks English under /en, with English links', () => {
    renderChromeAt('/en/vuelos');
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'Flights' }).getAttribute('href')).toBe('/en/vuelos');
    expect(within(nav).getByRole('link', { name: 'Flights' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Español' }).getAttribute('href')).toBe('/vuelos');
  });
});
