import { useQuery } from '@tanstack/react-query';
import { commentPreviewQuery } from '../../api/comments';
import { ListError } from '../shop/ListStates';
import { SkeletonLine } from '../shop/Skeleton';
import s from './CommentEditor.module.css';
import { CommentText } from './CommentText';

/** The editor's Preview: the markdown rendered by the server, exactly as it will be posted. */
export function CommentPreview({ body }: { body: string }) {
  const text = body.trim();
  const preview = useQuery({ ...commentPreviewQuery(text), enabled: text !== '' });

  return (
    <div className={s.preview} aria-live="polite" aria-busy={preview.isFetching || undefined}>
      {text === '' ? (
        <p className="muted">Nothing to preview yet.</p>
      ) : preview.isError ? (
        <ListError message="We could not show the preview." onRetry={() => void preview.refetch()} retrying={preview.isFetching} />
      ) : preview.data === undefined ? (
        <>
          <SkeletonLine />
          <SkeletonLine width="short" />
        </>
      ) : (
        <CommentText html={preview.data} />
      )}
    </div>
  );
}
