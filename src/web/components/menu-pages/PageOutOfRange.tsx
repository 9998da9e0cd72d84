import { Link } from 'react-router-dom';
import { pageCount, type PageOfList } from './page-param';

/** A page past the end of a list: says there is no such page and how many there are, with links to the last and the first. */
export function PageOutOfRange({ at, hrefOf }: { at: PageOfList; hrefOf: (page: number) => string }) {
  const pages = pageCount(at);
  return (
    <div className="empty-state">
      <p>
        There is no page {at.page}: the list has {pages === 1 ? 'one page' : `${pages} pages`}.
      </p>
      <p>
        {pages > 1 && (
          <>
            <Link to={hrefOf(pages)}>Go to the last page ({pages})</Link> or{' '}
          </>
        )}
        <Link to={hrefOf(1)}>{pages > 1 ? 'the first page' : 'Go to the list'}</Link>
      </p>
    </div>
  );
}
