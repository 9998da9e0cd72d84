import { data } from 'react-router-dom';
import { MAX_DIRECTORY_PAGE } from '../../../modules/site/schemas';

/** The page a directory's address asks for (?page=N): the first unless it names one the API takes. */
export function pageParam(params: URLSearchParams): number {
  const page = Number(params.get('page') ?? '1');
  return Number.isInteger(page) && page >= 1 && page <= MAX_DIRECTORY_PAGE ? page : 1;
}

/** Where a page of a list stands: the page asked for, the entries in all and how many a page shows. */
export interface PageOfList {
  page: number;
  total: number;
  pageSize: number;
}

/** How many pages a list has (one, even empty). */
export const pageCount = ({ total, pageSize }: PageOfList) => Math.max(1, Math.ceil(total / pageSize));

/** A page past the end of a list that has entries: it says so, with the way back (PageOutOfRange). */
export const pastTheEnd = (at: PageOfList) => at.total > 0 && at.page > pageCount(at);

/** A loader's answer for a page of a list: with a 404 status when the page is past the end, as for any address that shows nothing. */
export const pageAnswer = <T,>(answer: T, at: PageOfList) => (pastTheEnd(at) ? data(answer, { status: 404 }) : answer);
