import type { ByLinkResponse, ChoicesResponse, MailList, NewsletterChoices } from '../../modules/newsletters/schemas';
import { api } from './client';

// A member's newsletter choices: signed in (the profile), or by the signed link of a mail (the
// unsubscribe page, without a session).

export type { ByLinkResponse, ChoicesResponse, MailList, NewsletterChoices };

export const getChoices = () => api.get<ChoicesResponse>('/newsletters/choices');
export const saveChoices = (body: NewsletterChoices) => api.put<ChoicesResponse>('/newsletters/choices', body);

const byToken = (token: string) => `?token=${encodeURIComponent(token)}`;
/** The one-click unsubscribe a mail provider would make, made by the page the mail's link opens. */
export const unsubscribeByLink = (token: string) => api.post<{ list: MailList; message: string }>(`/newsletters/unsubscribe${byToken(token)}`);
export const getChoicesByLink = (token: string) => api.get<ByLinkResponse>(`/newsletters/by-link${byToken(token)}`);
export const saveChoicesByLink = (token: string, body: NewsletterChoices) => api.put<ByLinkResponse>(`/newsletters/by-link${byToken(token)}`, body);
