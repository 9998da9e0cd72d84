import fs from 'node:fs';
import { expect, test } from 'vitest';
import { FALLBACKS_FILE, fallbackFaces } from '../scripts/font-fallbacks';

// The checked-in fallback faces are what their generator makes from the installed metrics.
test('the fallback faces are up to date with scripts/font-fallbacks.ts', () => {
  expect(fs.readFileSync(FALLBACKS_FILE, 'utf8')).toBe(fallbackFaces());
});

test('every fallback family is named in the font stacks, right after its brand face', () => {
  const theme = fs.readFileSync('src/web/styles/theme.css', 'utf8');
  expect(theme).toMatch(/--font-ui: 'Jost', 'Jost Fallback', 'Jost Fallback Roboto',/);
  expect(theme).toMatch(/--font-read: 'Literata', 'Literata Fallback',/);
});
