// What a reader does to a server-rendered page before the app has made it live (choosing a
// quantity, pressing Add to Cart, typing a search) would reach no handler, or the wrong one:
// React attaches its handlers when it hydrates, hydrating resets a select to what the server
// rendered, and input during hydration is handled at once, before what came earlier. So until
// the app is live this keeps the values changed and the buttons pressed, and stops those events
// short of React; once live it does them again: the values first, then the presses, in order.
// Links and a search form's submit still work natively meanwhile.

type ValueControl = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

const isValueControl = (target: EventTarget | null): target is ValueControl =>
  (target instanceof HTMLInputElement && target.type !== 'checkbox' && target.type !== 'radio') ||
  target instanceof HTMLSelectElement ||
  target instanceof HTMLTextAreaElement;

/** Starts keeping early input; the returned function stops keeping it and does it again. */
export function keepEarlyInput(): () => Promise<void> {
  const values = new Map<ValueControl, string>();
  const presses: HTMLElement[] = [];
  const keepValue = (event: Event) => {
    if (!isValueControl(event.target)) return;
    values.set(event.target, event.target.value);
    event.stopPropagation();
  };
  const keepPress = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest<HTMLElement>('button') : null;
    if (!button) return;
    presses.push(button);
    event.stopPropagation();
  };
  document.addEventListener('input', keepValue, true);
  document.addEventListener('change', keepValue, true);
  document.addEventListener('click', keepPress, true);
  return async () => {
    document.removeEventListener('input', keepValue, true);
    document.removeEventListener('change', keepValue, true);
    document.removeEventListener('click', keepPress, true);
    for (const [control, value] of values) {
      if (!control.isConnected) continue;
      // React calls onChange only for a value other than the one it recorded, through the
      // element's own `value` setter; hydrating an input records what it holds, the reader's
      // text. So the record is moved off it first, then the value set behind it with the
      // prototype's setter.
      control.value = `${value} `;
      Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control), 'value')?.set?.call(control, value);
      control.dispatchEvent(new Event('input', { bubbles: true }));
      control.dispatchEvent(new Event('change', { bubbles: true }));
    }
    // React renders the new values in a microtask; a press before that would see the old ones.
    await new Promise((resolve) => setTimeout(resolve));
    for (const button of presses) if (button.isConnected) button.click();
  };
}
