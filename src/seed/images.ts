import sharp from 'sharp';
import { storage } from '../platform/storage';
import { escapeHtml } from './html';

/** The pictures the seed draws: a book's covers and pages, and a service's banner. */
export type ImageKind = 'front' | 'back' | 'page' | 'colophon';

export interface CoverText {
  title: string;
  subtitle: string;
  author: string;
  publisher: string;
  colour: string;
  /** Text for the back cover. */
  excerpt: string;
  /** Text for the sample page (longer than the excerpt). */
  pageText: string;
  /** A format shown across the front cover of a variant, e.g. 'Paperback'. */
  badge?: string;
}

export interface StoredImage {
  width: number;
  height: number;
}

const W = 400;
const H = 600;
const INK = '#1f1d1a';
const PAPER = '#f6f1e7';
const SERIF = "Georgia, 'DejaVu Serif', serif";

/** Greedy word wrap by character count; fine for short seed strings in a known face. */
function wrap(text: string, maxChars: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > maxChars) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1]}…`;
  return kept;
}

interface TextStyle {
  x: number;
  y: number;
  size: number;
  fill: string;
  leading?: number;
  anchor?: 'start' | 'middle';
  italic?: boolean;
  bold?: boolean;
}

function text(lines: string[], s: TextStyle): string {
  const leading = s.leading ?? s.size * 1.25;
  const attrs =
    `font-family="${SERIF}" font-size="${s.size}" fill="${s.fill}" text-anchor="${s.anchor ?? 'middle'}"` +
    (s.italic ? ' font-style="italic"' : '') +
    (s.bold ? ' font-weight="bold"' : '');
  const spans = lines.map((l, i) => `<tspan x="${s.x}" y="${s.y + i * leading}">${escapeHtml(l)}</tspan>`);
  return `<text ${attrs}>${spans.join('')}</text>`;
}

const svg = (width: number, height: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;

function front(c: CoverText): string {
  const title = wrap(c.title, 16, 4);
  const subtitleTop = 150 + title.length * 44;
  return svg(
    W,
    H,
    `<rect width="${W}" height="${H}" fill="${c.colour}"/>` +
      `<rect x="22" y="22" width="${W - 44}" height="${H - 44}" fill="none" stroke="${PAPER}" stroke-opacity="0.55" stroke-width="2"/>` +
      text(title, { x: W / 2, y: 150, size: 36, leading: 44, fill: PAPER, bold: true }) +
      `<line x1="150" y1="${subtitleTop - 18}" x2="250" y2="${subtitleTop - 18}" stroke="${PAPER}" stroke-width="1.5"/>` +
      text(wrap(c.subtitle, 30, 3), { x: W / 2, y: subtitleTop + 12, size: 17, fill: PAPER, italic: true }) +
      text([c.author.toUpperCase()], { x: W / 2, y: H - 80, size: 16, fill: PAPER }) +
      (c.badge
        ? `<rect x="0" y="${H - 190}" width="${W}" height="46" fill="${PAPER}" fill-opacity="0.9"/>` +
          text([c.badge], { x: W / 2, y: H - 160, size: 20, fill: c.colour, bold: true })
        : ''),
  );
}

/** Bars that read as a barcode at a glance, their widths taken from the title. */
function barcode(c: CoverText, x: number, y: number): string {
  let at = x + 8;
  const bars = [...c.title.padEnd(24, c.author)].slice(0, 24).map((ch) => {
    const width = 1 + (ch.charCodeAt(0) % 3);
    const bar = `<rect x="${at}" y="${y + 8}" width="${width}" height="44" fill="${INK}"/>`;
    at += width + 1 + (ch.charCodeAt(0) % 2);
    return bar;
  });
  return `<rect x="${x}" y="${y}" width="${at - x + 8}" height="60" fill="${PAPER}"/>${bars.join('')}`;
}

function back(c: CoverText): string {
  return svg(
    W,
    H,
    `<rect width="${W}" height="${H}" fill="${c.colour}"/>` +
      text(wrap(c.excerpt, 38, 14), { x: 44, y: 90, size: 15, leading: 23, fill: PAPER, anchor: 'start' }) +
      barcode(c, W - 160, H - 110) +
      text([c.publisher], { x: 44, y: H - 70, size: 14, fill: PAPER, anchor: 'start', italic: true }),
  );
}

function page(c: CoverText): string {
  const lines = wrap(c.pageText, 44, 22);
  return svg(
    W,
    H,
    `<rect width="${W}" height="${H}" fill="${PAPER}"/>` +
      text([c.title.toUpperCase()], { x: W / 2, y: 56, size: 11, fill: INK }) +
      text(lines, { x: 52, y: 100, size: 13.5, leading: 20, fill: INK, anchor: 'start' }) +
      text(['17'], { x: W / 2, y: H - 40, size: 12, fill: INK }),
  );
}

function colophon(c: CoverText): string {
  const note = `This book was designed and typeset in a classic old-style serif and printed on acid-free paper. ${c.publisher} makes books to last.`;
  return svg(
    W,
    H,
    `<rect width="${W}" height="${H}" fill="${PAPER}"/>` +
      text(['❦'], { x: W / 2, y: 230, size: 28, fill: c.colour }) +
      text(wrap(note, 36, 6), { x: W / 2, y: 290, size: 14, leading: 22, fill: INK, italic: true }),
  );
}

const DRAW: Record<ImageKind, (c: CoverText) => string> = { front, back, page, colophon };

export const CAPTIONS: Record<ImageKind, string> = {
  front: 'Front cover',
  back: 'Back cover',
  page: 'A sample page',
  colophon: 'The colophon',
};

async function store(key: string, picture: string): Promise<StoredImage> {
  const image = sharp(Buffer.from(picture));
  const { width = 0, height = 0 } = await image.metadata();
  await storage.put(key, await image.webp({ quality: 70 }).toBuffer());
  return { width, height };
}

/** Draws one picture of a book and stores it under key. */
export const storeBookImage = (key: string, kind: ImageKind, cover: CoverText) => store(key, DRAW[kind](cover));

/** Draws a service's banner (a title over a motif of ruled lines) and stores it under key. */
export function storeServiceBanner(key: string, title: string, colour: string): Promise<StoredImage> {
  const width = 640;
  const height = 400;
  const rules = Array.from({ length: 12 }, (_, i) => {
    const y = 40 + i * 28;
    return `<line x1="40" y1="${y}" x2="${width - 40}" y2="${y}" stroke="${PAPER}" stroke-opacity="0.15"/>`;
  }).join('');
  return store(
    key,
    svg(
      width,
      height,
      `<rect width="${width}" height="${height}" fill="${colour}"/>` +
        rules +
        text(wrap(title, 24, 3), { x: width / 2, y: 180, size: 34, leading: 44, fill: PAPER, bold: true }),
    ),
  );
}
