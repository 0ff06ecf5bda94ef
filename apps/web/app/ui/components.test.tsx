import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Badge } from './badge';
import { Button } from './button';
import { Skeleton } from './skeleton';
import { Stepper } from './stepper';
import { Toast } from './toast';

afterEach(cleanup);

describe('Button', () => {
  it('is a plain button unless a form asks for submit, and cannot be pressed twice while busy', () => {
    render(
      <>
        <Button>Ver vuelos</Button>
        <Button type="submit" variant="primary" busy>
          Pagar
        </Button>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Ver vuelos' }).getAttribute('type')).toBe('button');
    const pay = screen.getByRole('button', { name: 'Pagar' }) as HTMLButtonElement;
    expect(pay.type).toBe('submit');
    expect(pay.disabled).toBe(true);
    expect(pay.getAttribute('aria-busy')).toBe('true');
  });
});

describe('Stepper', () => {
  it('marks the current step for screen readers and says which are done', () => {
    render(
      <Stepper
        label="Pasos de la reserva"
        steps={['Viajeros', 'Equipaje', 'Pago']}
        current={1}
        doneLabel="completado"
      />,
    );
    const steps = screen.getAllByRole('listitem');
    expect(screen.getByRole('list', { name: 'Pasos de la reserva' })).toBeTruthy();
    expect(steps.map((step) => step.getAttribute('aria-current'))).toEqual([null, 'step', null]);
    expect(steps[0]?.textContent).toBe('Viajeros (completado)');
    expect(steps[2]?.textContent).toBe('Pago');
  });
});

describe('Toast', () => {
  it('is a polite status, a problem an alert, and closes only when it offers to', () => {
    render(
      <>
        <Toast tone="success">Reserva confirmada.</Toast>
        <Toast tone="danger" dismissLabel="Cerrar aviso" onDismiss={() => {}}>
          No pudimos cobrar la tarjeta.
        </Toast>
      </>,
    );
    expect(screen.getByRole('status').textContent).toBe('Reserva confirmada.');
    expect(screen.getByRole('alert').textContent).toContain('No pudimos cobrar la tarjeta.');
    expect(screen.getAllByRole('button')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Cerrar aviso' })).toBeTruthy();
  });
});

describe('Badge and Skeleton', () => {
  it('says a badge in words and keeps a skeleton out of the accessibility tree', () => {
    const { container } = render(
      <>
        <Badge tone="success">Equipaje incluido</Badge>
        <Skeleton shape="text" width="60%" />
      </>,
    );
    expect(screen.getByText('Equipaje incluido')).toBeTruthy();
    const skeleton = container.querySelector('[aria-hidden="true"]') as HTMLElement;
    expect(skeleton.style.width).toBe('60%');
  });
});
