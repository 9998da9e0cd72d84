import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';

/**
 * A click handler for a part whose links are plain <a>s, the server's HTML left unhydrated
 * (useServerChildren): a plain click follows one within the app, as a <Link> would; a click a
 * <Link> handled already, one with a modifier key, and a link elsewhere are left to the browser.
 */
export function useAppLinks(): (e: MouseEvent<HTMLElement>) => void {
  const navigate = useNavigate();
  return (e) => {
    const link = e.target instanceof Element ? e.target.closest('a') : null;
    if (!link || e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    if (link.target || link.hasAttribute('download') || link.origin !== window.location.origin) return;
    e.preventDefault();
    void navigate(link.pathname + link.search + link.hash);
  };
}
