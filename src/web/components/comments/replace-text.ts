import type { TextEdit } from '../../lib/markdown-tools';

/**
 * Puts a tool's edit into the textarea as typing would (the browser's insertText), so Undo takes
 * it back and the form hears an input event; only the changed middle is replaced. Returns false
 * where the browser cannot, and the caller sets the value itself.
 */
export function replaceText(el: HTMLTextAreaElement, next: TextEdit): boolean {
  const old = el.value;
  let head = 0;
  while (head < old.length && head < next.value.length && old[head] === next.value[head]) head++;
  let tail = 0;
  while (tail < old.length - head && tail < next.value.length - head && old[old.length - 1 - tail] === next.value[next.value.length - 1 - tail]) tail++;

  el.focus();
  el.setSelectionRange(head, old.length - tail);
  const inserted = next.value.slice(head, next.value.length - tail);
  // execCommand is the one way to edit a textarea that the undo stack records.
  const done = (inserted ? document.execCommand('insertText', false, inserted) : document.execCommand('delete')) && el.value === next.value;
  if (done) el.setSelectionRange(next.start, next.end);
  return done;
}
