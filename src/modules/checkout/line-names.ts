/**
 * How the buyer's mails name an order line: 'The Quiet Page — Paperback'. A line keeps the title
 * its SKU had when bought (the product's title, then the format's, joined by commas); when its SKU
 * is a format of a product, the format's own name (`format`) is set apart after a dash. The one
 * place to change when formats change shape.
 */
export function lineName(title: string, format: string | null): string {
  if (!format) return title;
  const formatPart = `, ${format}`;
  const product = title.endsWith(formatPart) ? title.slice(0, -formatPart.length) : title;
  return `${product} — ${format}`;
}
