import fs from 'node:fs';
import path from 'node:path';
import { config } from '../platform/config';

export interface DemoCredentials {
  admin: { username: string; password: string };
  member: { username: string; password: string };
}

// The demo passwords are random per database; they are kept beside the data so each start can repeat them.
const file = path.join(config.DATA_DIR, 'demo-credentials.json');
const databaseId = () => (config.DATABASE_URL ? new URL(config.DATABASE_URL).host + new URL(config.DATABASE_URL).pathname : 'pglite');

export function saveDemoCredentials(credentials: DemoCredentials): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, JSON.stringify({ database: databaseId(), ...credentials }, null, 2), { mode: 0o600 });
}

/** The lines the server prints at start-up about the demo accounts, or '' when there are none for this database. */
export function demoCredentialsBanner(): string {
  if (config.NODE_ENV === 'production' || !fs.existsSync(file)) return '';
  const saved = JSON.parse(fs.readFileSync(file, 'utf8')) as DemoCredentials & { database: string };
  if (saved.database !== databaseId()) return '';
  return (
    `\n  Demo administrator: ${saved.admin.username} / ${saved.admin.password}` +
    `\n  Demo member:        ${saved.member.username} / ${saved.member.password}`
  );
}
