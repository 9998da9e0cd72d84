import { data } from 'react-router-dom';
import { isMissing } from '../api/client';

/** What a loader throws for a record that is not there: the page's error boundary shows the not-found page, with its status. */
export const notFound = () => data('Not Found', { status: 404 });

/** A record a loader reads, or the 404 the API's "not there" (404, or 400 for an id that cannot name one) becomes. */
export async function orNotFound<T>(load: Promise<T>): Promise<T> {
  try {
    return await load;
  } catch (err) {
    throw isMissing(err) ? notFound() : err;
  }
}
