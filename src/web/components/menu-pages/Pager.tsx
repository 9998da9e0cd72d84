import { Link } from 'react-router-dom';
import s from './MenuPages.module.css';
import { pageCount } from './page-param';

interface PagerProps {
  page: number;
  pageSize: number;
  total: number;
  /** The address of another page of the same list. */
  hrefOf: (page: number) => string;
}

/** Newer and older pages of a directory as plain links, so paging works before the scripts run; none past the end (PageOutOfRange says that). */
export function Pager({ page, pageSize, total, hrefOf }: PagerProps) {
  const pages = pageCount({ page, pageSize, total });
  if (pages === 1 || page > pages) return null;
  return (
    <nav className={s.pager} aria-label="Pages">
      {page > 1 ? <Link to={hrefOf(page - 1)} rel="prev">Previous</Link> : <span />}
      <span className={s.facts}>
        Page {page} of {pages}
      </span>
      {page < pages ? <Link to={hrefOf(page + 1)} rel="next">Next</Link> : <span />}
    </nav>
  );
}
