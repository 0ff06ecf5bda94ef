import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { getI18n } from '../../lib/i18n';
import { CountryMaps } from './country-maps';

afterEach(cleanup);

describe('CountryMaps', () => {
  it('shows the country map and the region map under "Mapas", described in Spanish', () => {
    render(
      <I18nextProvider i18n={getI18n('es')}>
        <CountryMaps countryCode="MX" countryName="México" />
      </I18nextProvider>,
    );
    expect(screen.getByRole('region', { name: 'Mapas' })).toBeTruthy();
    const images = screen.getAllByRole('img') as HTMLImageElement[];
    expect(images.map((image) => image.alt)).toEqual([
      'Mapa de México con sus aeropuertos principales: MEX, CUN, GDL, MTY, SJD',
      'Mapa de América Latina y el Caribe en el que se destaca México',
    ]);
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/illustrations/countries/mx-map.svg',
      '/illustrations/countries/mx-region.svg',
    ]);
  });

  it('describes the maps in English on English pages, Spain among Latin America', () => {
    render(
      <I18nextProvider i18n={getI18n('en')}>
        <CountryMaps countryCode="ES" countryName="Spain" />
      </I18nextProvider>,
    );
    expect(screen.getByRole('region', { name: 'Maps' })).toBeTruthy();
    expect((screen.getAllByRole('img') as HTMLImageElement[]).map((image) => image.alt)).toEqual([
      'Map of Spain with its main airports: MAD, BCN, AGP, PMI, VLC',
      'Map of Spain and Latin America with Spain highlighted',
    ]);
  });

  it('shows nothing for a country without illustrations', () => {
    const { container } = render(
      <I18nextProvider i18n={getI18n('es')}>
        <CountryMaps countryCode="ZZ" countryName="Zetalandia" />
      </I18nextProvider>,
    );
    expect(container.innerHTML).toBe('');
  });
});
