import fs from 'node:fs';
import { expect, test } from 'vitest';
import { palette } from './brand';

test('the mail palette is the site\'s light theme', () => {
  const css = fs.readFileSync(new URL('../../web/styles/theme.css', import.meta.url), 'utf8');
  const light = css.slice(css.indexOf(':root {'), css.indexOf('}', css.indexOf(':root {')));
  for (const [token, colour] of Object.entries(palette)) expect(light, token).toContain(`--${token}: ${colour};`);
});
