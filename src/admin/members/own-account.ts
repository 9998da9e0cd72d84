import { useGetIdentity } from 'react-admin';
import type { Member } from './types';

/** The id of the note that explains what an administrator cannot do to their own account. */
export const OWN_ACCOUNT_NOTE_ID = 'own-account-note';

/**
 * Whether the member on screen is the signed-in administrator (authProvider.getIdentity() gives
 * the user id). `known` stays false until the identity has loaded, so callers can hold back.
 */
export function useOwnAccount(member: Pick<Member, 'id'> | undefined): { known: boolean; own: boolean } {
  const { identity, isPending } = useGetIdentity();
  if (isPending || !identity || !member) return { known: false, own: false };
  return { known: true, own: String(identity.id) === String(member.id) };
}
