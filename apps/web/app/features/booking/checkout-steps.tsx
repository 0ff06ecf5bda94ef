import { useEffect, useState } from 'react';
import { useBookingTranslation } from './use-booking-translation';

export type CheckoutStep = {
  /** The id of the section the step's link goes to. */
  id: string;
  label: string;
};

/** The section that holds `element`, among the steps'. */
function findStepOf(element: Element | null, steps: readonly CheckoutStep[]): string | null {
  for (const step of steps) {
    if (element && document.getElementById(step.id)?.contains(element)) return step.id;
  }
  return null;
}

/**
 * The step the traveller is on: the section with the focus, or the last one whose top has passed
 * the upper third of the window. Only with script: the server renders the first step as current.
 */
function useCurrentStep(steps: readonly CheckoutStep[]): string | undefined {
  const [current, setCurrent] = useState(steps[0]?.id);
  const ids = steps.map((step) => step.id).join(' ');
  useEffect(() => {
    const list = ids.split(' ').map((id) => ({ id, label: '' }));
    let frame = 0;
    const fromScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const line = window.innerHeight / 3;
        let found = list[0]?.id;
        for (const step of list) {
          const top = document.getElementById(step.id)?.getBoundingClientRect().top;
          if (top !== undefined && top <= line) found = step.id;
        }
        // At the very bottom the last step is the one in view, however short it is.
        if (window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2) {
          found = list[list.length - 1]?.id ?? found;
        }
        setCurrent(found);
      });
    };
    const fromFocus = (event: FocusEvent) => {
      const step = findStepOf(event.target as Element | null, list);
      if (step) setCurrent(step);
    };
    window.addEventListener('scroll', fromScroll, { passive: true });
    document.addEventListener('focusin', fromFocus);
    fromScroll();
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', fromScroll);
      document.removeEventListener('focusin', fromFocus);
    };
  }, [ids]);
  return current;
}

/**
 * Issue 12: "Viajeros · Equipaje · Pago" at the top of the trip summary. An ordered list of links to
 * the sections (a plain table of contents without script); `aria-current="step"` follows the
 * traveller's scroll and focus once the script runs.
 */
export function CheckoutSteps({ steps }: { steps: readonly CheckoutStep[] }) {
  const { t } = useBookingTranslation();
  const current = useCurrentStep(steps);
  return (
    <nav className="checkout-steps" aria-label={t('checkout.steps.label')}>
      <ol>
        {steps.map((step, index) => (
          <li key={step.id}>
            <a href={`#${step.id}`} aria-current={step.id === current ? 'step' : undefined}>
              <span className="checkout-steps__number" aria-hidden="true">
                {index + 1}
              </span>
              {step.label}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
