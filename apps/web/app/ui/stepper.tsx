import { joinClassNames } from '../lib/class-names';
import styles from './stepper.module.css';

type StepperProps = {
  /** Names the list for screen readers ("Pasos de la reserva"). */
  label: string;
  steps: readonly string[];
  /** Index of the step the traveller is on; those before it are done. */
  current: number;
  /** Said after a finished step's name, for screen readers ("completado"). */
  doneLabel: string;
};

/** Where the traveller is in a process (Viajeros · Equipaje · Pago): aria-current marks the step. */
export function Stepper({ label, steps, current, doneLabel }: StepperProps) {
  return (
    <ol className={styles.stepper} aria-label={label}>
      {steps.map((step, index) => {
        const done = index < current;
        return (
          <li
            key={step}
            className={joinClassNames(styles.step, done && styles.done, index === current && styles.current)}
            aria-current={index === current ? 'step' : undefined}
          >
            <span className={styles.label}>
              {step}
              {done && <span className="visually-hidden"> ({doneLabel})</span>}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
