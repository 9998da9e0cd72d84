import { useQuery } from '@tanstack/react-query';
import Search from 'lucide-react/icons/search';
import X from 'lucide-react/icons/x';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { keys } from '../../api/keys';
import { moveHighlight } from '../../lib/listbox';
import { SUGGESTION_DELAY, suggestionKeyword, type Suggestion } from '../../lib/suggestions';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import styles from './HeaderSearch.module.css';
import { preload } from './panels';

// Asking for suggestions is code of its own, fetched when the box is first focused: they are asked
// for a second after typing stops, and a reader who never types there never loads it.
const loadSuggestions = () => import('../../api/suggestions');
const preloadSuggestions = preload(loadSuggestions);

/**
 * The header's search box: submitting goes to /search?keyword=…. On a wide screen it is always
 * there; on a phone an icon opens it over the header row (so nothing below moves), and Escape,
 * the close button or a search closes it again.
 *
 * Suggestions (SPEC §4, §9): 1000 ms after the last keystroke, with two characters or more, books
 * and articles matching the words show in a list under the box (an ARIA combobox). Arrow keys move
 * the highlight, wrapping around; Enter opens the highlighted one, or else searches; choosing,
 * Enter, Escape or leaving the box hides the list. Failed suggestions show nothing.
 */
export function HeaderSearch({ className }: { className?: string }) {
  const [keyword, setKeyword] = useState('');
  const [open, setOpen] = useState(false);
  const [listOpen, setListOpen] = useState(false);
  const [highlight, setHighlight] = useState(-1);
  const formId = useId();
  const listId = `${formId}-suggestions`;
  const optionId = (i: number) => `${formId}-option-${i}`;
  const input = useRef<HTMLInputElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const navigate = useNavigate();
  const { pathname } = useLocation();

  // A new page closes the box (on a phone) and the suggestions.
  useEffect(() => {
    setOpen(false);
    setListOpen(false);
  }, [pathname]);

  const wanted = suggestionKeyword(keyword);
  const settled = useDebouncedValue(wanted, SUGGESTION_DELAY);
  const suggestions = useQuery({
    queryKey: keys.suggestions(settled ?? ''),
    queryFn: ({ signal }) => loadSuggestions().then((m) => m.fetchSuggestions(settled ?? '', { signal })),
    enabled: listOpen && settled !== null && settled === wanted,
    staleTime: 60_000,
    retry: false,
  });
  const groups = listOpen && settled !== null && settled === wanted ? (suggestions.data ?? []) : [];
  const options: Suggestion[] = groups.flatMap((g) => g.items);
  const shown = options.length > 0;

  const hideList = () => {
    setListOpen(false);
    setHighlight(-1);
  };

  const close = (refocus: boolean) => {
    hideList();
    setOpen(false);
    if (refocus) requestAnimationFrame(() => toggle.current?.focus());
  };

  const go = (option: Suggestion) => {
    hideList();
    navigate(option.href);
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const chosen = shown ? options[highlight] : undefined;
    if (chosen) return go(chosen);
    hideList();
    const kw = keyword.trim();
    navigate(kw ? `/search?keyword=${encodeURIComponent(kw)}` : '/search');
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      const delta = e.key === 'ArrowDown' ? 1 : -1;
      if (shown) {
        e.preventDefault();
        setHighlight((h) => moveHighlight(h, delta, options.length));
      } else if (wanted !== null) {
        // Back after Escape: the same suggestions again, without waiting.
        e.preventDefault();
        setListOpen(true);
        setHighlight(-1);
      }
    } else if (e.key === 'Escape' && shown) {
      // Only the list closes; a second Escape closes the box on a phone.
      e.preventDefault();
      e.stopPropagation();
      hideList();
    }
  };

  return (
    <div className={`${styles.search}${className ? ` ${className}` : ''}`} data-open={open || undefined}>
      <button
        ref={toggle}
        type="button"
        className={`icon-button ${styles.toggle}`}
        aria-label="Open search"
        aria-expanded={open}
        aria-controls={formId}
        onClick={() => {
          setOpen(true);
          requestAnimationFrame(() => input.current?.focus());
        }}
      >
        <Search aria-hidden="true" size={22} />
      </button>
      <form
        id={formId}
        className={styles.form}
        role="search"
        // A plain form first: before the scripts run the browser itself goes to /search?keyword=…,
        // which the server renders with its results; once they run, submit() goes there in the app.
        method="get"
        action="/search"
        onSubmit={submit}
        onKeyDown={(e) => {
          if (e.key === 'Escape' && open) close(true);
        }}
      >
        <input
          ref={input}
          className={styles.input}
          type="search"
          name="keyword"
          placeholder="Search..."
          aria-label="Search the site"
          autoComplete="off"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={shown}
          aria-controls={listId}
          aria-activedescendant={shown && highlight >= 0 ? optionId(highlight) : undefined}
          value={keyword}
          onChange={(e) => {
            setKeyword(e.target.value);
            setListOpen(true);
            setHighlight(-1);
          }}
          onKeyDown={onKeyDown}
          onFocus={preloadSuggestions}
          onBlur={hideList}
        />
        <button type="submit" className={`icon-button ${styles.submit}`} aria-label="Search">
          <Search aria-hidden="true" size={18} />
        </button>
        <button type="button" className={`icon-button ${styles.close}`} aria-label="Close search" onClick={() => close(true)}>
          <X aria-hidden="true" size={20} />
        </button>
        <div id={listId} role="listbox" aria-label="Suggestions" className={styles.list} hidden={!shown}>
          {groups.map((group) => {
            const first = options.indexOf(group.items[0]!);
            return (
              <ul key={group.kind} role="group" aria-labelledby={`${listId}-${group.kind}`} className={styles.group}>
                <li role="presentation" id={`${listId}-${group.kind}`} className={styles.groupLabel}>
                  {group.heading}
                </li>
                {group.items.map((item, j) => {
                  const i = first + j;
                  return (
                    <li
                      key={item.key}
                      id={optionId(i)}
                      role="option"
                      aria-selected={i === highlight}
                      className={`${styles.option}${i === highlight ? ` ${styles.highlighted}` : ''}`}
                      // Keeps the focus in the box, so the click lands before a blur hides the list.
                      onMouseDown={(e) => e.preventDefault()}
                      onMouseEnter={() => setHighlight(i)}
                      onClick={() => go(item)}
                    >
                      <span className={styles.optionLabel}>{item.label}</span>
                      {item.detail && <span className={styles.optionDetail}>{item.detail}</span>}
                    </li>
                  );
                })}
              </ul>
            );
          })}
        </div>
        {/* Only while typing: present before the suggestions come, so they are announced, and not a
            second status region on every page. */}
        {listOpen && (
          <p className="visually-hidden" role="status">
            {shown ? `${options.length} ${options.length === 1 ? 'suggestion' : 'suggestions'}; use the arrow keys to choose.` : ''}
          </p>
        )}
      </form>
    </div>
  );
}
