import { data } from 'react-router-dom';
import { NotFound } from '../../components/NotFound';
export { RouteError as ErrorBoundary } from '../../components/RouteError';

/** /404 and every path no page takes: the not-found page, with its status. */
export function loader(): never {
  throw data('Not Found', { status: 404 });
}

/** In the browser, between pages, the same without asking the server. */
export const clientLoader = loader;

export default NotFound;
