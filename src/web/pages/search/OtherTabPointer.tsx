import { Link } from 'react-router-dom';
import type { SearchType } from '../../lib/search';
import type { TabCount } from './tab-counts';

const NOUNS: Record<SearchType, [one: string, many: string]> = { shop: ['book', 'books'], articles: ['article', 'articles'] };
export const TAB_NAMES: Record<SearchType, string> = { shop: 'Shop', articles: 'Articles' };

/** "3", or "about 48,000" for an estimate. */
export const countText = ({ total, estimated }: TabCount) => (estimated ? `about ${total.toLocaleString('en-US')}` : String(total));

interface OtherTabPointerProps {
  keyword: string;
  here: SearchType;
  there: SearchType;
  count: TabCount;
  /** The other tab's address (a link: it works before the scripts run, and names the tab, so it is remembered). */
  href: string;
}

/** An empty tab whose keyword the other tab finds: 'No books match "borges". 3 articles do — see Articles'. */
export function OtherTabPointer({ keyword, here, there, count, href }: OtherTabPointerProps) {
  const [one, many] = NOUNS[there];
  const single = count.total === 1 && !count.estimated;
  return (
    <>
      No {NOUNS[here][1]} match "{keyword}". {countText(count)} {single ? `${one} does` : `${many} do`} —{' '}
      <Link to={href} replace preventScrollReset>
        see {TAB_NAMES[there]}
      </Link>
    </>
  );
}
