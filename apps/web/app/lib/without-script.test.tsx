import { cleanup, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { WithoutScript } from './without-script';

afterEach(cleanup);

describe('WithoutScript', () => {
  it("is in the server's page, for a browser that runs no script", () => {
    expect(renderToString(<WithoutScript>{<button type="submit">Aplicar</button>}</WithoutScript>)).toContain(
      'Aplicar',
    );
  });

  it('is gone once the page runs its script', () => {
    render(
      <form>
        <WithoutScript>
          <button type="submit">Aplicar</button>
        </WithoutScript>
      </form>,
    );
    expect(screen.queryByRole('button', { name: 'Aplicar' })).toBeNull();
  });
});
