import type { Identifier } from 'react-admin';
import type { PublishPreviews } from '../../modules/newsletters/schemas';
import { httpClient } from '../data-provider';

/** Cancels a send waiting to start, pauses or resumes one, or mails its test to the signed-in administrator; resolves with the server's answer. */
export async function actOnSend<T>(id: Identifier, action: 'cancel' | 'pause' | 'resume' | 'test'): Promise<T> {
  const { json } = await httpClient(`/api/admin/newsletters/${encodeURIComponent(String(id))}/${action}`, { method: 'POST', body: '{}' });
  return json as T;
}

/** What publishing these articles (readable ids) would mail now (GET /api/admin/newsletters/publish-preview). */
export async function fetchPublishPreview(articleIds: readonly Identifier[]): Promise<PublishPreviews> {
  const { json } = await httpClient(`/api/admin/newsletters/publish-preview?articles=${encodeURIComponent(articleIds.join(','))}`);
  return json as PublishPreviews;
}
