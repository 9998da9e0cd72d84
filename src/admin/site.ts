/** Where the console is mounted; the server sends src/admin/index.html for every path under it. */
export const BASENAME = '/chariot';

/** The site's name, filled into the page's <meta name="site-name"> by the server (it is configuration). */
function readSiteName(): string {
  const content = document.querySelector<HTMLMetaElement>('meta[name="site-name"]')?.content ?? '';
  return content.includes('%') ? '' : content.trim(); // an unfilled placeholder shows nothing, not "%SITE_NAME%"
}

export const siteName = readSiteName();
export const adminTitle = siteName ? `${siteName} admin` : 'Admin';
