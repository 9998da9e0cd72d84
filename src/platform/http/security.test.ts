import { createHash } from 'node:crypto';
import { expect, test } from 'vitest';
import { policyForScriptsIn } from './security';

const hashOf = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const scriptSources = (policy: string) => policy.split(';').find((d) => d.startsWith('script-src '))!.split(' ').slice(1);

test("a kept page's policy allows the scripts its render wrote (its nonce's) and no other inline script on it", () => {
  const nonce = 'k3Pt+n/Once==';
  const html = [
    `<script nonce="${nonce}">window.ours = 1</script>`,
    `<script nonce="${nonce}" type="text/x-after-first-view">import "/assets/a.js";</script>`,
    '<script>alert("stored")</script>',
    '<script nonce="guessed">alert("stored")</script>',
    `<p nonce="${nonce}"><script>alert("beside")</script></p>`,
    `<script nonce="${nonce}" src="/assets/b.js"></script>`,
  ].join('');
  expect(scriptSources(policyForScriptsIn(html, nonce))).toEqual(["'self'", 'https://js.stripe.com', hashOf('window.ours = 1'), hashOf('import "/assets/a.js";')]);
});
