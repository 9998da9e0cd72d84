/** How a figure moved from the previous period: a percentage, or "new" when there was nothing before. */
export type Change = { kind: 'up' | 'down' | 'same'; percent: number } | { kind: 'new' } | { kind: 'none' };

export function percentChange(current: number, previous: number): Change {
  if (previous === 0) return current === 0 ? { kind: 'none' } : { kind: 'new' };
  const percent = Math.round(((current - previous) / Math.abs(previous)) * 1000) / 10;
  if (percent === 0) return { kind: 'same', percent: 0 };
  return { kind: percent > 0 ? 'up' : 'down', percent: Math.abs(percent) };
}

/** The change in words, so it never rests on colour or an arrow alone. */
export function changeText(change: Change): string {
  switch (change.kind) {
    case 'new':
      return 'New (none before)';
    case 'none':
      return 'No change (none in either)';
    case 'same':
      return 'No change';
    default:
      return `${change.kind === 'up' ? 'Up' : 'Down'} ${change.percent}%`;
  }
}
