import { Bold, Code, Heading, Italic, Link, SquareCode, TextQuote, type LucideIcon } from 'lucide-react';
import type { MarkdownTool } from '../../lib/markdown-tools';
import s from './CommentEditor.module.css';

const TOOLS: ReadonlyArray<{ tool: MarkdownTool; label: string; icon: LucideIcon; keys?: string }> = [
  { tool: 'bold', label: 'Bold', icon: Bold, keys: 'B' },
  { tool: 'italic', label: 'Italic', icon: Italic, keys: 'I' },
  { tool: 'link', label: 'Link', icon: Link, keys: 'K' },
  { tool: 'heading', label: 'Heading', icon: Heading },
  { tool: 'quote', label: 'Quote', icon: TextQuote },
  { tool: 'codeBlock', label: 'Code block', icon: SquareCode },
  { tool: 'code', label: 'Inline code', icon: Code, keys: 'E' },
];

const MAC = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

/** SPEC §9's tools, as labelled icon buttons (their shortcut in the tooltip). */
export function EditorToolbar({ onUse, hidden }: { onUse: (tool: MarkdownTool) => void; hidden: boolean }) {
  return (
    <div role="group" aria-label="Formatting" className={s.tools} hidden={hidden}>
      {TOOLS.map(({ tool, label, icon: Icon, keys }) => (
        <button
          key={tool}
          type="button"
          className={s.tool}
          aria-label={label}
          title={keys ? `${label} (${MAC ? '⌘' : 'Ctrl+'}${keys})` : label}
          aria-keyshortcuts={keys ? `Control+${keys} Meta+${keys}` : undefined}
          // Keeps the textarea's selection: the tool acts on it.
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => onUse(tool)}
        >
          <Icon aria-hidden="true" size={17} />
        </button>
      ))}
    </div>
  );
}
