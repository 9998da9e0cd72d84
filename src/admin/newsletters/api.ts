import type { Identifier } from 'react-admin';
import { httpClient } from '../data-provider';

/** Pauses or resumes a send, or mails its test to the signed-in administrator; resolves with the server's answer. */
export async function actOnSend<T>(id: Identifier, action: 'pause' | 'resume' | 'test'): Promise<T> {
  const { json } = await httpClient(`/api/admin/newsletters/${encodeURIComponent(String(id))}/${action}`, { method: 'POST', body: '{}' });
  return json as T;
}
