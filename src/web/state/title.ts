import { useEffect } from 'react';
import { pageTitle } from '../site';

/** Sets document.title to "Title · Site" while the page is shown. */
export function useDocumentTitle(title?: string): void {
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
}
