import { Box } from '@mui/material';
import { ArrowDown, ArrowUp, Minus, Sparkles } from 'lucide-react';
import { changeText, percentChange } from './change';

const ICON = { up: ArrowUp, down: ArrowDown, same: Minus, none: Minus, new: Sparkles };

/**
 * The change from the previous period as an arrow, a colour and words (never colour alone).
 * Green is good news: a rise, or a fall for figures where fewer is better.
 */
export function ChangeBadge({ current, previous, betterWhenDown = false }: { current: number; previous: number; betterWhenDown?: boolean }) {
  const change = percentChange(current, previous);
  const Icon = ICON[change.kind];
  const good = change.kind === 'new' || (change.kind === 'up' && !betterWhenDown) || (change.kind === 'down' && betterWhenDown);
  const bad = (change.kind === 'down' && !betterWhenDown) || (change.kind === 'up' && betterWhenDown);
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, fontWeight: 500, color: good ? 'success.main' : bad ? 'error.main' : 'text.secondary' }}>
      <Icon size={16} aria-hidden />
      {changeText(change)}
    </Box>
  );
}
