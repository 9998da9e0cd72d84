import http from 'node:http';
import net from 'node:net';
import { afterEach, expect, test, vi } from 'vitest';
import { logger } from '../src/platform/logger';
import { testApp } from './http';
import { makeSku } from './shop-factories';

// Methods the site does not answer (issue 36, item 8): TRACE on a page was a 500 and an error log
// line, anyone's to send. Each is now a 405 naming what the path allows, and nothing is logged as
// an error. Node's HTTP client, since the Fetch API refuses to send TRACE and CONNECT at all.

const app = await testApp({ client: 'built' });
const { hostname: host, port } = new URL(app.url);

interface Answer {
  status: number | undefined;
  allow: string | undefined;
  body: string;
}

function send(method: string, path: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host, port, method, path, headers: { Connection: 'close' } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode, allow: res.headers.allow, body }));
    });
    // CONNECT's answer comes as the 'connect' event, whatever its status.
    req.on('connect', (res, socket) => {
      socket.destroy();
      resolve({ status: res.statusCode, allow: res.headers.allow, body: '' });
    });
    req.on('error', reject);
    req.end();
  });
}

const errorLines = vi.spyOn(logger, 'error');
afterEach(() => errorLines.mockClear());

const PAGES = ['/', '/shop', '/login', '/no/such/page', '/robots.txt', '/healthz', '/assets/entry.js', '/uploads/cover.jpg', '/chariot', '/chariot/orders'];
const API = ['/api/shop/sku', '/api/user/uem', '/api/admin/orders', '/api/no-such-route'];
const API_ALLOWS = 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS';

test('TRACE, WebDAV\'s methods and made-up ones get a 405 with Allow on pages, files, the console and the API, and log no error', async () => {
  for (const method of ['TRACE', 'PROPFIND', 'MKCOL', 'BREW', 'TRACK']) {
    for (const path of PAGES) {
      const res = await send(method, path);
      expect({ method, path, status: res.status, allow: res.allow }).toEqual({ method, path, status: 405, allow: 'GET, HEAD' });
    }
    for (const path of API) {
      const res = await send(method, path);
      expect({ method, path, status: res.status, allow: res.allow }).toEqual({ method, path, status: 405, allow: API_ALLOWS });
      // Express's answers are the API's JSON; a token Node's parser refuses gets an empty one.
      if (res.body) expect(JSON.parse(res.body)).toMatchObject({ code: 'method_not_allowed', message: 'That method is not allowed here.' });
    }
  }
  expect(errorLines).not.toHaveBeenCalled();
});

test('CONNECT is answered 405 rather than dropped', async () => {
  expect(await send('CONNECT', 'example.test:443')).toMatchObject({ status: 405, allow: 'GET, HEAD' });
  expect(await send('CONNECT', '/api/shop/sku')).toMatchObject({ status: 405, allow: API_ALLOWS });
  expect(errorLines).not.toHaveBeenCalled();
});

test('GET, HEAD and OPTIONS answer as before', async () => {
  const sku = await makeSku({ title: 'Still Answered' });
  for (const path of ['/', `/shop/${sku}`, '/chariot', '/healthz', '/robots.txt', '/api/shop/sku', `/api/shop/sku/${sku}`]) {
    expect({ path, status: (await send('GET', path)).status }).toEqual({ path, status: 200 });
    const head = await send('HEAD', path);
    expect({ path, status: head.status, body: head.body }).toEqual({ path, status: 200, body: '' });
  }
  expect((await send('GET', '/no/such/page')).status).toBe(404);
  expect((await send('GET', '/uploads/no-such-cover.jpg')).status).toBe(404);
  // OPTIONS keeps Express's own answer.
  expect(await send('OPTIONS', '/api/shop/sku')).toMatchObject({ status: 200, allow: expect.stringContaining('POST') });
  expect(errorLines).not.toHaveBeenCalled();
});

/** The status line the server answers raw bytes with. */
function statusLineFor(bytes: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), host, () => socket.end(bytes));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString('latin1')));
    socket.on('close', () => resolve(answer.split('\r\n', 1)[0]!));
    socket.on('error', reject);
  });
}

test('other requests Node cannot parse are refused as Node refuses them', async () => {
  expect(await statusLineFor(`GET / HTTP/1.1\r\nHost: x\r\nX-Padding: ${'a'.repeat(20 * 1024)}\r\n\r\n`)).toBe('HTTP/1.1 431 Request Header Fields Too Large');
  expect(await statusLineFor('GET / HTTP/1.1\r\nHost x\r\n\r\n')).toBe('HTTP/1.1 400 Bad Request');
  expect(await statusLineFor('BREW /pot HTTP/1.1\r\nHost: x\r\n\r\n')).toBe('HTTP/1.1 405 Method Not Allowed');
});
