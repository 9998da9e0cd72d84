import { MAX_DIRECTORY_PAGE } from '../../../modules/site/schemas';

/** The page a directory's address asks for (?page=N): the first unless it names one the API takes. */
export function pageParam(params: URLSearchParams): number {
  const page = Number(params.get('page') ?? '1');
  return Number.isInteger(page) && page >= 1 && page <= MAX_DIRECTORY_PAGE ? page : 1;
}
