import { config } from '../../platform/config';
import { escapeHtml } from '../../platform/escape-html';

/** The page a browser following a refused download link gets: what happened, and where to turn. */
export function refusalPage(message: string): string {
  const site = escapeHtml(config.SITE_NAME);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>Download unavailable · ${site}</title></head>
<body><main><h1>Download unavailable</h1><p>${escapeHtml(message)}</p>
<p>Write to us at <a href="mailto:${escapeHtml(config.SHOP_EMAIL)}">${escapeHtml(config.SHOP_EMAIL)}</a>, or see <a href="/profile">your orders</a>. <a href="/">${site}</a></p></main></body></html>`;
}
