import { randomBytes } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import type { Knex } from 'knex';
import type { Commenter } from './types';

// DESIGN.md §4's argon2id settings, as src/modules/accounts uses them. The seed hashes directly:
// importing the accounts module would open the configured database as a side effect.
const ARGON2ID = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

interface MemberSeed {
  key: Commenter;
  username: string;
  first_name: string;
  last_name: string;
  /** Months before the seed ran that the member signed up. */
  joinedMonthsAgo: number;
}

const MEMBERS: MemberSeed[] = [
  { key: 'admin', username: 'admin', first_name: 'Clara', last_name: 'Winslow', joinedMonthsAgo: 14 },
  { key: 'reader', username: 'reader', first_name: 'Rowan', last_name: 'Ellery', joinedMonthsAgo: 11 },
  { key: 'iris', username: 'iris_calloway', first_name: 'Iris', last_name: 'Calloway', joinedMonthsAgo: 10 },
  { key: 'tomas', username: 'tomas.reyes', first_name: 'Tomás', last_name: 'Reyes', joinedMonthsAgo: 9 },
  { key: 'mina', username: 'mina_okafor', first_name: 'Mina', last_name: 'Okafor', joinedMonthsAgo: 8 },
  { key: 'jonah', username: 'jonahpell', first_name: 'Jonah', last_name: 'Pell', joinedMonthsAgo: 7 },
];

export type MemberIds = Record<Commenter, number>;

export interface SeededMembers {
  ids: MemberIds;
  admin: { username: string; password: string };
  member: { username: string; password: string };
}

/** 16 characters from a CSPRNG: the demo passwords are printed, never fixed in code. */
const randomPassword = () => randomBytes(12).toString('base64url');

const monthsBefore = (now: Date, months: number) => new Date(now.getTime() - months * 30 * 86_400_000);

async function insertMember(trx: Knex.Transaction, m: Pick<MemberSeed, 'username' | 'first_name' | 'last_name'>, email: string, passwordHash: string, joined: Date): Promise<number> {
  const [row] = await trx('users')
    .insert({
      email,
      username: m.username,
      password_hash: passwordHash,
      first_name: m.first_name,
      last_name: m.last_name,
      activated_at: joined,
      created_at: joined,
      updated_at: joined,
    })
    .returning('id');
  return (row as { id: number }).id;
}

/**
 * The administrator, the demo member and four more members who write comments and reviews.
 * Every account gets its own random password; only the first two are handed back.
 */
export async function seedMembers(trx: Knex.Transaction, opts: { shopEmail: string; now: Date }): Promise<SeededMembers> {
  const passwords = MEMBERS.map(randomPassword);
  const hashes = await Promise.all(passwords.map((p) => hash(p, ARGON2ID)));
  const ids = {} as MemberIds;
  for (const [i, m] of MEMBERS.entries()) {
    const email = m.key === 'admin' ? opts.shopEmail : `${m.username.replace('.', '_')}@example.com`;
    ids[m.key] = await insertMember(trx, m, email, hashes[i]!, monthsBefore(opts.now, m.joinedMonthsAgo));
  }
  const role = await trx('roles').where({ slug: 'administrator' }).first('id');
  await trx('user_roles').insert({ user_id: ids.admin, role_id: role.id });
  return {
    ids,
    admin: { username: 'admin', password: passwords[0] as string },
    member: { username: 'reader', password: passwords[1] as string },
  };
}

/** An account made to advertise another shop, the day before it did: moderation.ts hides its comment and bars it. */
export async function seedAdvertiser(trx: Knex.Transaction, joined: Date): Promise<number> {
  const account = { username: 'cheap_reads_outlet', first_name: 'Dale', last_name: 'Marsh' };
  return insertMember(trx, account, 'deals@cheap-reads-outlet.example', await hash(randomPassword(), ARGON2ID), joined);
}
