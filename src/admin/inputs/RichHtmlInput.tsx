import { ToggleButton, ToggleButtonGroup } from '@mui/material';
import {
  ClearButtons,
  DefaultEditorOptions,
  FormatButtons,
  LinkButtons,
  ListButtons,
  QuoteButtons,
  RichTextInput,
  RichTextInputToolbar,
  useTiptapEditor,
  type RichTextInputProps,
} from 'ra-input-rich-text';
import { useEffect, useMemo, useReducer } from 'react';

type Level = 'paragraph' | 2 | 3;
interface BlockCommands {
  setParagraph(): { run(): boolean };
  setHeading(attributes: { level: 2 | 3 }): { run(): boolean };
}
const LEVELS: ReadonlyArray<{ value: Level; text: string; title: string }> = [
  { value: 'paragraph', text: 'Text', title: 'Paragraph' },
  { value: 2, text: 'H2', title: 'Heading (level 2)' },
  { value: 3, text: 'H3', title: 'Subheading (level 3)' },
];

/**
 * Paragraph or heading for the current block. A page's title is its h1, so the text's headings
 * start at h2. (ra-input-rich-text's LevelSelect puts a list item in a <nav>, which assistive
 * technology cannot read as a list.)
 */
function HeadingButtons() {
  const editor = useTiptapEditor();
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    if (!editor) return;
    editor.on('transaction', rerender);
    return () => {
      editor.off('transaction', rerender);
    };
  }, [editor]);
  const current: Level = editor?.isActive('heading', { level: 2 }) ? 2 : editor?.isActive('heading', { level: 3 }) ? 3 : 'paragraph';
  const choose = (level: Level | null) => {
    if (!editor || level === null) return;
    // The paragraph and heading commands come from the starter kit (typed by packages not imported here).
    const chain = editor.chain().focus() as unknown as BlockCommands;
    (level === 'paragraph' ? chain.setParagraph() : chain.setHeading({ level })).run();
  };
  return (
    <ToggleButtonGroup size="small" exclusive value={current} onChange={(_, level: Level | null) => choose(level)} disabled={!editor?.isEditable} aria-label="Block type">
      {LEVELS.map((level) => (
        <ToggleButton key={level.value} value={level.value} title={level.title} sx={{ px: 1, fontSize: '0.875rem !important', fontWeight: 500 }}>
          {level.text}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}

/**
 * What prose needs: headings, emphasis, lists, links, quotations. No colours, alignment or
 * pictures by address: the server's sanitiser (src/platform/html.ts) keeps the HTML plain.
 */
const toolbar = (
  <RichTextInputToolbar size="small">
    <HeadingButtons />
    <FormatButtons size="small" />
    <ListButtons size="small" />
    <LinkButtons size="small" />
    <QuoteButtons size="small" />
    <ClearButtons size="small" />
  </RichTextInputToolbar>
);

/** The starter kit alone (paragraphs, headings 2 to 4, marks, lists, links, quotes, code), and the field's name for assistive technology. */
const editorOptionsFor = (label: string) => ({
  ...DefaultEditorOptions,
  extensions: (DefaultEditorOptions.extensions ?? []).filter((extension) => extension.name === 'starterKit').map((kit) => kit.configure({ heading: { levels: [2, 3, 4] } })),
  editorProps: { attributes: { role: 'textbox', 'aria-multiline': 'true', 'aria-label': label } },
});

/**
 * HTML written in the console's one rich-text editor (an article's body, a product's texts), stored
 * as HTML. The editor is made again when its options change, so they are kept per label.
 */
export function RichHtmlInput({ label, ...props }: Omit<RichTextInputProps, 'label' | 'editorOptions' | 'toolbar'> & { label: string }) {
  const editorOptions = useMemo(() => editorOptionsFor(label), [label]);
  return <RichTextInput label={label} editorOptions={editorOptions} toolbar={toolbar} {...props} />;
}
