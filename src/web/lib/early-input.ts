// What a reader does to a server-rendered page before the app has made it live (choosing a
// quantity, pressing Add to Cart) reaches no handler: React attaches them when it hydrates, and
// hydrating resets controls to what the server rendered. This keeps it and does it again once the
// app is live: each changed control's value first, then each press, in order. Keeping stops as
// hydration begins: React then handles input itself (hydrating at once what is pressed).

type ValueControl = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

const isValueControl = (target: EventTarget | null): target is ValueControl =>
  (target instanceof HTMLInputElement && target.type !== 'checkbox' && target.type !== 'radio') ||
  target instanceof HTMLSelectElement ||
  target instanceof HTMLTextAreaElement;

/** Starts keeping early input until `stop`; `replay` does it again. */
export function keepEarlyInput(): { stop: () => void; replay: () => Promise<void> } {
  const values = new Map<ValueControl, string>();
  const presses: HTMLElement[] = [];
  const keepValue = (event: Event) => {
    if (isValueControl(event.target)) values.set(event.target, event.target.value);
  };
  const keepPress = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest<HTMLElement>('button') : null;
    if (button) presses.push(button);
  };
  document.addEventListener('input', keepValue, true);
  document.addEventListener('change', keepValue, true);
  document.addEventListener('click', keepPress, true);
  return {
    stop: () => {
      document.removeEventListener('input', keepValue, true);
      document.removeEventListener('change', keepValue, true);
      document.removeEventListener('click', keepPress, true);
    },
    replay: async () => {
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
    },
  };
}
