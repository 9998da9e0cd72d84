import { data } from 'react-router-dom';
import { NotFound } from '../../components/NotFound';
import { routeMeta } from '../../lib/meta';
export { RouteError as ErrorBoundary } from '../../components/RouteError';

const notFound = (): never => {
  throw data('Not Found', { status: 404 });
};

/** /404 and every path no page takes: the not-found page, with its status. */
export const loader = notFound;

/** In the browser, between pages, the same without asking the server (the server's loader is not in the browser's bundle). */
export const clientLoader = notFound;

/** The error's head (its boundary shows the page): 'Not Found'. */
export const meta = routeMeta({ title: 'Not Found' });

export default NotFound;
