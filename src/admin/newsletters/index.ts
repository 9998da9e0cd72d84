import { Mail } from 'lucide-react';
import type { AdminSend } from '../../modules/newsletters/schemas';
import { NewsletterList } from './NewsletterList';

/** Newsletters: /chariot/newsletters, served by /api/admin/newsletters; made by publishing, paused, resumed and tried here. */
export default {
  list: NewsletterList,
  icon: Mail,
  recordRepresentation: (send: AdminSend) => send.article_title ?? `Article ${send.article_id}`,
  options: { label: 'Newsletters' },
};
