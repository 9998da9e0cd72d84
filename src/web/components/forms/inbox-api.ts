import type { ContactBody, QuoteBody } from '../../../modules/shop/schemas';
import { api } from '../../api/client';

/** POST /api/contact: 201 { message: 'Your message has been received.' }; 429 when sent too often. */
export const sendContactMessage = (body: ContactBody) => api.post<{ message: string }>('/contact', body);

/** POST /api/services/quote: 201 { message } once stored; a confirmation mail follows. */
export const requestQuote = (body: QuoteBody) => api.post<{ message: string }>('/services/quote', body);
