import { describe, expect, it, vi } from 'vitest';
import { inFlight } from './in-flight';

describe('inFlight', () => {
  it('runs once per key while running and shares the result', async () => {
    const once = inFlight<string>();
    let release!: (v: string) => void;
    const run = vi.fn(() => new Promise<string>((r) => (release = r)));
    const a = once('code', run);
    const b = once('code', run);
    expect(run).toHaveBeenCalledTimes(1);
    expect(b).toBe(a);
    release('ok');
    await expect(a).resolves.toBe('ok');
    await expect(b).resolves.toBe('ok');
  });

  it('keeps keys apart', async () => {
    const once = inFlight<string>();
    const run = vi.fn((v: string) => Promise.resolve(v));
    await Promise.all([once('a', () => run('a')), once('b', () => run('b'))]);
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('frees the key once settled, failures included', async () => {
    const once = inFlight<string>();
    const fail = vi.fn(() => Promise.reject(new Error('gone')));
    await expect(once('k', fail)).rejects.toThrow('gone');
    await expect(once('k', fail)).rejects.toThrow('gone');
    expect(fail).toHaveBeenCalledTimes(2);
  });
});
