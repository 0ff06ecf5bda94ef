import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { getI18n } from '../../lib/i18n';
import { PriceSliderControl } from './price-slider-control';

afterEach(cleanup);

describe('PriceSliderControl', () => {
  it('tells a screen reader each end of the range as the amount shown, not in cents', async () => {
    const Stub = createRoutesStub([
      {
        path: '/',
        Component: () => (
          <PriceSliderControl
            bounds={{ min: 84_764, max: 215_000 }}
            currency="USD"
            value={{ min: 84_764, max: 150_000 }}
            onChange={() => {}}
          />
        ),
      },
    ]);
    render(
      <I18nextProvider i18n={getI18n('es')}>
        <Stub />
      </I18nextProvider>,
    );
    const [low, high] = await screen.findAllByRole('slider');
    expect(low?.getAttribute('aria-valuetext')).toMatch(/847[.,]64/);
    expect(low?.getAttribute('aria-valuetext')).toContain('USD');
    // The thumb sits on the slider's steps of 13 dollars from the cheapest price.
    expect(high?.getAttribute('aria-valuetext')).toMatch(/1[.,]497[.,]64/);
    expect(low?.getAttribute('aria-valuetext')).not.toMatch(/84[.,]?764/);
  });
});
