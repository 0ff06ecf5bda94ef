import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RouteMap } from './route-map';

describe('RouteMap', () => {
  it('numbers the stops on the drawing and lists them in order in words', () => {
    const { container } = render(
      <RouteMap
        stops={[
          { name: 'Cusco', x: 585.7, y: 511.7 },
          { name: 'Machu Picchu', x: 560.2, y: 498.1 },
        ]}
        width={960}
        height={720}
        background="/illustrations/countries/pe-map.svg"
        caption="Ruta del tour"
      />,
    );
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Cusco',
      'Machu Picchu',
    ]);
    expect(container.querySelector('path')?.getAttribute('d')).toBe('M585.7 511.7 L560.2 498.1');
    expect(container.querySelector('image')?.getAttribute('href')).toBe(
      '/illustrations/countries/pe-map.svg',
    );
    expect(screen.getByText('Ruta del tour').tagName).toBe('FIGCAPTION');
  });
});
