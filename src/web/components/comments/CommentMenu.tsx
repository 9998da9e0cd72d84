import { Ellipsis, type LucideIcon } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import s from './Comments.module.css';

export interface MenuItem {
  label: string;
  icon: LucideIcon;
  onSelect: () => void;
}

/**
 * A comment's further actions (Report; Edit and Delete for its author) behind one button: a
 * disclosure that opens under it, takes the focus to its first item, moves with the arrow keys and
 * closes on Escape, on a choice or when the focus or a click goes elsewhere.
 */
export function CommentMenu({ label, items }: { label: string; items: readonly MenuItem[] }) {
  const [open, setOpen] = useState(false);
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const listId = useId();

  useEffect(() => {
    if (!open) return;
    list.current?.querySelector('button')?.focus();
    const onPointer = (e: PointerEvent) => {
      if (!wrapper.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  // The focus goes back to the button first, so a dialog a choice opens returns it there.
  const close = () => {
    setOpen(false);
    button.current?.focus();
  };

  const onKeyDown = (e: KeyboardEvent) => {
    if (!open) return;
    if (e.key === 'Escape') {
      e.preventDefault();
      close();
      return;
    }
    if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return;
    e.preventDefault();
    const choices = [...(list.current?.querySelectorAll('button') ?? [])];
    const at = choices.indexOf(document.activeElement as HTMLButtonElement);
    const step = e.key === 'ArrowDown' ? 1 : -1;
    choices[(at + step + choices.length) % choices.length]?.focus();
  };

  return (
    <div
      ref={wrapper}
      className={s.menu}
      onKeyDown={onKeyDown}
      onBlur={(e) => {
        if (open && !wrapper.current?.contains(e.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button ref={button} type="button" className={s.action} aria-label={label} aria-expanded={open} aria-controls={listId} onClick={() => setOpen((o) => !o)}>
        <Ellipsis aria-hidden="true" size={18} />
      </button>
      <ul ref={list} id={listId} className={s.menuList} hidden={!open}>
        {items.map(({ label: text, icon: Icon, onSelect }) => (
          <li key={text}>
            <button
              type="button"
              className={s.menuItem}
              onClick={() => {
                close();
                onSelect();
              }}
            >
              <Icon aria-hidden="true" size={16} />
              {text}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
