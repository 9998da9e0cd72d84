import { Box, IconButton } from '@mui/material';
import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';

/**
 * Up, down and remove for one item of an ordered list, named after it ("Move picture 2 up",
 * "Remove The Centre"). Up is disabled on the first item, down on the last; `movable={false}`
 * leaves only remove.
 */
export function OrderButtons({
  name,
  index,
  count,
  onMove,
  onRemove,
  movable = true,
}: {
  name: string;
  index: number;
  count: number;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
  movable?: boolean;
}) {
  return (
    <Box sx={{ display: 'flex', gap: 0.5 }}>
      {movable ? (
        <>
          <IconButton size="small" aria-label={`Move ${name} up`} disabled={index === 0} onClick={() => onMove(-1)}>
            <ArrowUp size={18} aria-hidden="true" />
          </IconButton>
          <IconButton size="small" aria-label={`Move ${name} down`} disabled={index === count - 1} onClick={() => onMove(1)}>
            <ArrowDown size={18} aria-hidden="true" />
          </IconButton>
        </>
      ) : null}
      <IconButton size="small" color="error" aria-label={`Remove ${name}`} onClick={onRemove}>
        <Trash2 size={18} aria-hidden="true" />
      </IconButton>
    </Box>
  );
}
