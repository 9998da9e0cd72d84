import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import type { ProductTag } from '../../api/shop';
import { moveHighlight } from '../../lib/listbox';
import { addTag, matchTags } from '../../lib/tag-matches';
import s from './TagFinder.module.css';

/** SPEC §9: the tag filter waits 300 ms after typing before it shows its suggestions. */
export const TAG_FILTER_DELAY = 300;

interface TagFinderProps {
  /** Every product tag; null while they load. */
  tags: ProductTag[] | null;
  chosen: readonly number[];
  onChange: (ids: number[]) => void;
}

/**
 * The tag finder (SPEC §5 tag picker, §4 Suggestions): a combobox whose suggestions appear 300 ms
 * after typing; arrow keys move the highlight (wrapping around), Enter chooses, Escape or leaving
 * the field hides them. A chosen tag cannot be chosen again.
 */
export function TagFinder({ tags, chosen, onChange }: TagFinderProps) {
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [highlight, setHighlight] = useState(0);
  const timer = useRef<number | undefined>(undefined);
  const id = useId();
  const listId = `${id}-list`;
  const optionId = (i: number) => `${id}-option-${i}`;

  const matches = useMemo(() => matchTags(tags ?? [], text, chosen), [tags, text, chosen]);
  const showList = open && matches.length > 0;
  const showNone = open && text.trim() !== '' && tags !== null && matches.length === 0;

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const hide = () => {
    window.clearTimeout(timer.current);
    setOpen(false);
  };

  const choose = (tag: ProductTag) => {
    onChange(addTag(chosen, tag.id));
    setText('');
    hide();
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      const delta = e.key === 'ArrowDown' ? 1 : -1;
      if (!open) {
        window.clearTimeout(timer.current);
        setOpen(true);
        setHighlight(moveHighlight(-1, delta, matches.length));
      } else {
        setHighlight((h) => moveHighlight(h, delta, matches.length));
      }
    } else if (e.key === 'Enter') {
      // Enter never submits the surrounding form from here.
      e.preventDefault();
      const tag = showList ? matches[highlight] : undefined;
      if (tag) choose(tag);
      else hide();
    } else if (e.key === 'Escape' && open) {
      e.preventDefault();
      hide();
    }
  };

  return (
    <div className={s.finder}>
      <label htmlFor={`${id}-input`}>Find a tag</label>
      <div className={s.combobox}>
        <input
          id={`${id}-input`}
          type="text"
          role="combobox"
          autoComplete="off"
          placeholder={tags === null ? 'Loading tags…' : 'Type a tag name'}
          aria-autocomplete="list"
          aria-expanded={showList}
          aria-controls={listId}
          aria-activedescendant={showList && matches[highlight] ? optionId(highlight) : undefined}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setOpen(false);
            setHighlight(0);
            window.clearTimeout(timer.current);
            timer.current = window.setTimeout(() => setOpen(true), TAG_FILTER_DELAY);
          }}
          onKeyDown={onKeyDown}
          onBlur={hide}
        />
        <ul id={listId} role="listbox" aria-label="Matching tags" className={s.list} hidden={!showList}>
          {showList &&
            matches.map((tag, i) => (
              <li
                key={tag.id}
                id={optionId(i)}
                role="option"
                aria-selected={i === highlight}
                className={`${s.option}${i === highlight ? ` ${s.highlighted}` : ''}`}
                // Keeps focus in the field, so choosing does not first hide the list.
                onMouseDown={(e) => e.preventDefault()}
                onMouseEnter={() => setHighlight(i)}
                onClick={() => choose(tag)}
              >
                {tag.symbol && <span aria-hidden="true">{tag.symbol} </span>}
                {tag.label}
              </li>
            ))}
        </ul>
        {showNone && <p className={s.none}>No tags match.</p>}
      </div>
      <p className="visually-hidden" role="status">
        {showList ? `${matches.length} ${matches.length === 1 ? 'tag matches' : 'tags match'}; use the arrow keys to choose.` : ''}
      </p>
    </div>
  );
}
