import fs from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { expect, test } from 'vitest';

// package.json's engines must be a promise every installed dependency keeps: the oldest Node it
// allows has to satisfy each package's own engines.node.
const manifest = JSON.parse(fs.readFileSync('package.json', 'utf8')) as { engines: { node: string }; dependencies: Record<string, string> };
const ownRange = manifest.engines.node;
const pinned = manifest.dependencies['node']!;

function packages(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir).flatMap((name) => {
    if (name.startsWith('.')) return [];
    const full = path.join(dir, name);
    if (name.startsWith('@')) return packages(full);
    return [full, ...packages(path.join(full, 'node_modules'))];
  });
}

test(`every dependency runs on the oldest Node that engines allows (${ownRange})`, () => {
  const oldest = semver.minVersion(ownRange)!.version;
  const refusing = packages('node_modules').flatMap((dir) => {
    const file = path.join(dir, 'package.json');
    if (!fs.existsSync(file)) return [];
    const pkg = JSON.parse(fs.readFileSync(file, 'utf8')) as { name: string; version: string; engines?: { node?: unknown } };
    const range = pkg.engines?.node;
    return typeof range === 'string' && !semver.satisfies(oldest, range) ? [`${pkg.name}@${pkg.version} wants ${range}`] : [];
  });
  expect(refusing).toEqual([]);
});

// npm's scripts put node_modules/.bin first on PATH, so they run the registry's `node` package
// pinned in dependencies, whatever Node the machine has.
test(`the tests run on the pinned Node (${pinned}), which engines allows`, () => {
  expect(semver.valid(pinned)).toBe(pinned);
  expect(semver.satisfies(pinned, ownRange)).toBe(true);
  expect(process.version).toBe(`v${pinned}`);
});
