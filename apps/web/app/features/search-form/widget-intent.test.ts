import { afterEach, describe, expect, it } from 'vitest';
import { getShellId, settleWidgetIntent, setWidgetIntent, takeWidgetIntent } from './widget-intent';

function placeholder(tag: 'input' | 'button', id: string): HTMLElement {
  const element = document.createElement(tag);
  element.id = id;
  document.body.append(element);
  return element;
}

afterEach(() => {
  document.body.replaceChildren();
  setWidgetIntent(null);
});

describe('settleWidgetIntent', () => {
  it('hands the intent to the placeholder field that has focus when the widgets arrive', () => {
    setWidgetIntent({ field: 'origin' });
    settleWidgetIntent(placeholder('input', getShellId('destination')));
    expect(takeWidgetIntent()).toEqual({ field: 'destination' });
  });

  it('keeps an opened popover when its placeholder button still has focus', () => {
    setWidgetIntent({ field: 'passengers', open: true });
    settleWidgetIntent(placeholder('button', getShellId('passengers')));
    expect(takeWidgetIntent()).toEqual({ field: 'passengers', open: true });
  });

  it('drops the intent when the visitor has moved on to another control', () => {
    setWidgetIntent({ field: 'origin' });
    settleWidgetIntent(placeholder('button', 'submit'));
    expect(takeWidgetIntent()).toBeNull();
  });

  it('keeps the intent when nothing has focus (a click that does not focus, as in Safari)', () => {
    setWidgetIntent({ field: 'departure', open: true });
    settleWidgetIntent(document.body);
    expect(takeWidgetIntent()).toEqual({ field: 'departure', open: true });
  });
});
