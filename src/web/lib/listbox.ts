/** The next highlighted row of a suggestion list, wrapping around at both ends (SPEC §4 Suggestions); -1 when empty. */
export function moveHighlight(current: number, delta: 1 | -1, count: number): number {
  if (count <= 0) return -1;
  if (current < 0) return delta === 1 ? 0 : count - 1;
  return (current + delta + count) % count;
}
