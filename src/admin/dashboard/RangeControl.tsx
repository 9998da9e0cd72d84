import { Box, Button, TextField, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useState } from 'react';
import { PRESET_DAYS, presetOf, rangeProblem, type DayRange, type PresetDays } from './range';

interface Props {
  range: DayRange;
  today: string;
  onChange: (range: DayRange) => void;
  onPreset: (days: PresetDays) => void;
}

// MUI's unselected toggle text (action.active) falls below AA on the page's background; the card-less control sits there.
const readableOnPage = { '& .MuiToggleButton-root:not(.Mui-selected)': { color: 'text.secondary' } };

/** The last 7, 30 or 90 days, or a custom from/to (inclusive UTC days). */
export function RangeControl({ range, today, onChange, onPreset }: Props) {
  const preset = presetOf(range, today);
  const [custom, setCustom] = useState(preset === undefined);
  const [draft, setDraft] = useState(range);
  const problem = rangeProblem(draft);
  const chosen = custom ? 'custom' : preset;

  const choose = (value: PresetDays | 'custom' | null) => {
    if (value === null) return; // pressing the chosen one again keeps it
    if (value === 'custom') {
      setDraft(range);
      setCustom(true);
      return;
    }
    setCustom(false);
    onPreset(value);
  };

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 2 }}>
      <ToggleButtonGroup exclusive size="small" value={chosen ?? null} onChange={(_, value: PresetDays | 'custom' | null) => choose(value)} aria-label="Period" sx={readableOnPage}>
        {PRESET_DAYS.map((days) => (
          <ToggleButton key={days} value={days} sx={{ px: 1.5 }}>
            {days} days
          </ToggleButton>
        ))}
        <ToggleButton value="custom" sx={{ px: 1.5 }}>
          Custom
        </ToggleButton>
      </ToggleButtonGroup>
      {custom ? (
        <Box
          component="form"
          aria-label="Custom period"
          onSubmit={(event) => {
            event.preventDefault();
            if (!problem) onChange(draft);
          }}
          sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 1 }}
        >
          <TextField type="date" size="small" label="From" value={draft.from} onChange={(e) => setDraft({ ...draft, from: e.target.value })} slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: today } }} error={!!problem} helperText={problem ?? ' '} />
          <TextField type="date" size="small" label="To" value={draft.to} onChange={(e) => setDraft({ ...draft, to: e.target.value })} slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: today } }} />
          <Button type="submit" variant="outlined" disabled={!!problem}>
            Apply
          </Button>
        </Box>
      ) : null}
    </Box>
  );
}
