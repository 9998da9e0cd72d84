import { Box, FormControlLabel, Switch } from '@mui/material';
import { useState } from 'react';
import { TextInput } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { editorLosses } from './editor-losses';
import { RichHtmlInput } from './RichHtmlInput';

const AS_HTML = 'HTML: paragraphs, lists, links, emphasis, definition lists, tables. Scripts and styles are removed.';

/**
 * Stored HTML edited in the rich-text editor, or as HTML itself: by choice ('Edit … as HTML'), and
 * always while it holds something the editor would flatten or drop (a definition list, a table),
 * which the helper names. Both edit the same field, so switching keeps what was typed.
 */
export function HtmlTextInput({ source, label }: { source: string; label: string }) {
  const value: unknown = useWatch({ name: source });
  const losses = editorLosses(value);
  const [asHtml, setAsHtml] = useState(false);
  // Once HTML, it stays HTML until switched back by hand: deleting a <dl> being rewritten must not
  // swap the box for the editor under the cursor.
  if (losses.length > 0 && !asHtml) setAsHtml(true);
  return (
    <Box sx={{ width: '100%', mb: 1 }}>
      {asHtml ? (
        <TextInput
          source={source}
          label={label}
          multiline
          minRows={4}
          fullWidth
          helperText={losses.length ? `Edited as HTML: the rich-text editor would drop ${losses.join(', ')}.` : AS_HTML}
        />
      ) : (
        <RichHtmlInput source={source} label={label} />
      )}
      <FormControlLabel
        control={<Switch size="small" checked={asHtml} disabled={losses.length > 0} onChange={(_, checked) => setAsHtml(checked)} />}
        label={`Edit ${label.toLowerCase()} as HTML`}
      />
    </Box>
  );
}
