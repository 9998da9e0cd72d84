import { Link } from 'react-router-dom';
import s from './TagLinks.module.css';

interface LinkedTag {
  id: number;
  label: string;
  symbol: string | null;
}

interface TagLinksProps<T extends LinkedTag> {
  tags: readonly T[];
  /** Where a tag leads: the search page filtered by it (SPEC §2), or a volume's page. */
  hrefOf: (tag: T) => string;
  /** The list's accessible name (default 'Tags'). */
  label?: string;
  labelledBy?: string;
  size?: 'normal' | 'small';
}

/** Tags as rounded links, a product's or an article's. */
export function TagLinks<T extends LinkedTag>({ tags, hrefOf, label = 'Tags', labelledBy, size = 'normal' }: TagLinksProps<T>) {
  if (!tags.length) return null;
  return (
    <ul className={`${s.tags}${size === 'small' ? ` ${s.small}` : ''}`} aria-label={labelledBy ? undefined : label} aria-labelledby={labelledBy}>
      {tags.map((tag) => (
        <li key={tag.id}>
          <Link to={hrefOf(tag)} className={s.tag}>
            {tag.symbol && <span aria-hidden="true">{tag.symbol} </span>}
            {tag.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
