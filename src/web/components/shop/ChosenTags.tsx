import X from 'lucide-react/icons/x';
import type { ProductTag } from '../../api/shop';
import s from './ChosenTags.module.css';

interface ChosenTagsProps {
  tags: ProductTag[] | null;
  chosen: readonly number[];
  onChange: (ids: number[]) => void;
}

/** The chosen tags: double-click one (or press its remove button) to drop it. */
export function ChosenTags({ tags, chosen, onChange }: ChosenTagsProps) {
  if (!chosen.length) return null;
  const labelOf = (tagId: number) => tags?.find((t) => t.id === tagId)?.label ?? `Tag ${tagId}`;
  const remove = (tagId: number) => onChange(chosen.filter((t) => t !== tagId));
  return (
    <ul className={s.chips} aria-label="Chosen tags">
      {chosen.map((tagId) => (
        <li key={tagId} className={s.chip} title="Double-click to remove" onDoubleClick={() => remove(tagId)}>
          <span>{labelOf(tagId)}</span>
          <button type="button" className={s.remove} aria-label={`Remove tag ${labelOf(tagId)}`} onClick={() => remove(tagId)}>
            <X aria-hidden="true" size={14} />
          </button>
        </li>
      ))}
    </ul>
  );
}
