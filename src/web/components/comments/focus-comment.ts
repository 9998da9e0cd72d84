/**
 * Moves the focus to a comment once React has drawn it: after a reply (the new one), an edit or a
 * Cancel (the comment itself), or 'more replies' (the first that came), so a keyboard or screen
 * reader user goes on from what changed instead of from the top of the page.
 */
export function focusComment(id: number): void {
  requestAnimationFrame(() => {
    const el = document.getElementById(`comment-${id}`);
    if (!el) return;
    el.tabIndex = -1;
    el.focus();
  });
}
