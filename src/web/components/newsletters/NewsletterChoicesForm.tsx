import { useMutation, useQuery } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { ARTICLE_MODES, type FollowedTag } from '../../../modules/newsletters/schemas';
import { articleTagsQuery } from '../../api/content';
import type { ChoicesResponse, NewsletterChoices } from '../../api/newsletters';
import { ApiError, errorMessage } from '../../api/client';
import { useToast } from '../../state/toast';
import { FormActions, FormError } from '../forms/FormParts';
import { TagFinder } from '../shop/TagFinder';
import { Button } from '../ui/Button';
import { MODE_LABELS } from './labels';
import styles from './NewsletterChoicesForm.module.css';

// What a member gets by mail, chosen in their profile: new articles (not at all, each one, or a
// daily or weekly digest), all of them or chosen volumes and tags, and replies to their comments.

function Choice({ name, checked, onChange, children }: { name: string; checked: boolean; onChange: () => void; children: ReactNode }) {
  return (
    <label className={styles.choice}>
      <input type="radio" name={name} checked={checked} onChange={onChange} />
      {children}
    </label>
  );
}

interface Props {
  initial: ChoicesResponse;
  /** Saves the choices and answers them as saved. */
  save: (body: NewsletterChoices) => Promise<ChoicesResponse>;
}

export function NewsletterChoicesForm({ initial, save }: Props) {
  const id = useId();
  const toast = useToast();
  const [choices, setChoices] = useState<NewsletterChoices>({ articles: initial.articles, all_articles: initial.all_articles, tag_ids: initial.tag_ids, replies: initial.replies });
  const [known, setKnown] = useState<FollowedTag[]>(initial.tags);
  const tags = useQuery({ ...articleTagsQuery(), enabled: !choices.all_articles });
  const saving = useMutation({
    mutationFn: save,
    onSuccess: (saved) => {
      setKnown(saved.tags);
      toast({ heading: 'Success', content: 'Your newsletter choices are saved.' });
    },
  });

  const allTags: FollowedTag[] = tags.data ?? known;
  const tagOf = (tagId: number) => allTags.find((t) => t.id === tagId) ?? known.find((t) => t.id === tagId);
  const set = (change: Partial<NewsletterChoices>) => {
    saving.reset();
    setChoices((c) => ({ ...c, ...change }));
  };
  const articlesOff = choices.articles === 'off';
  const unchosen = !articlesOff && !choices.all_articles && choices.tag_ids.length === 0;
  // The server's word on the chosen tags (none chosen): shown on them, the finder focused.
  const tagError = saving.error instanceof ApiError ? saving.error.fieldErrors.tag_ids?.[0] : undefined;
  const tagsRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (tagError) tagsRef.current?.querySelector('input')?.focus();
  }, [tagError]);

  return (
    <form
      className={styles.form}
      aria-busy={saving.isPending || undefined}
      onSubmit={(e) => {
        e.preventDefault();
        saving.mutate(choices);
      }}
    >
      <fieldset className={styles.group}>
        <legend>New articles</legend>
        {ARTICLE_MODES.map((mode) => (
          <Choice key={mode} name={`${id}-articles`} checked={choices.articles === mode} onChange={() => set({ articles: mode })}>
            {MODE_LABELS[mode]}
          </Choice>
        ))}
      </fieldset>

      <fieldset className={styles.group} disabled={articlesOff} aria-describedby={tagError ? `${id}-tags-error` : undefined}>
        <legend>Which articles</legend>
        <Choice name={`${id}-which`} checked={choices.all_articles} onChange={() => set({ all_articles: true })}>
          All new articles
        </Choice>
        <Choice name={`${id}-which`} checked={!choices.all_articles} onChange={() => set({ all_articles: false })}>
          Only articles in the volumes and tags I choose
        </Choice>
        {!choices.all_articles && (
          <div className={styles.tags} ref={tagsRef}>
            <TagFinder tags={tags.data ?? null} chosen={choices.tag_ids} onChange={(tag_ids) => set({ tag_ids })} />
            {choices.tag_ids.length > 0 ? (
              <ul className={styles.chosen} aria-label="Chosen volumes and tags">
                {choices.tag_ids.map((tagId) => {
                  const tag = tagOf(tagId);
                  const label = tag ? `${tag.label} (${tag.tag_type})` : `Tag ${tagId}`;
                  return (
                    <li key={tagId}>
                      {label}
                      <button type="button" className={styles.remove} aria-label={`Remove ${tag?.label ?? `tag ${tagId}`}`} onClick={() => set({ tag_ids: choices.tag_ids.filter((t) => t !== tagId) })}>
                        <X aria-hidden="true" size={14} />
                      </button>
                    </li>
                  );
                })}
              </ul>
            ) : (
              <p className={styles.hint}>{tags.isError ? 'The tags could not be loaded. Please try again later.' : 'Find a volume or a tag above to follow its new articles.'}</p>
            )}
            {tagError && (
              <p id={`${id}-tags-error`} className="field-error">
                {tagError}
              </p>
            )}
          </div>
        )}
      </fieldset>

      <fieldset className={styles.group}>
        <legend>Replies</legend>
        <label className={styles.choice}>
          <input type="checkbox" checked={choices.replies} onChange={(e) => set({ replies: e.target.checked })} />
          Tell me when someone replies to my comments
        </label>
      </fieldset>

      {unchosen && !tagError && <p className={styles.hint}>Choose at least one volume or tag, or all new articles, to get any.</p>}
      <FormError message={saving.isError ? errorMessage(saving.error) : null} />
      <FormActions>
        <Button type="submit" busy={saving.isPending}>
          {saving.isPending ? 'Saving…' : 'Save newsletter choices'}
        </Button>
      </FormActions>
    </form>
  );
}
