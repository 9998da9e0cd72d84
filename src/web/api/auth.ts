import type { LoginResponse, MessageResponse, UserResponse } from '../../modules/accounts/schemas';
import { api, type RequestOptions } from './client';

export type User = UserResponse;

export const hasRole = (user: User | null, slug: string) => !!user?.roles.some((r) => r.slug === slug);

export const login = (user: string, password: string) => api.post<LoginResponse>('/auth/login', { user, password });

export const authenticate = (token: string, opts?: RequestOptions) =>
  api.post<{ user: User }>('/auth/authenticate', { token }, opts);

export const logout = () => api.post<void>('/auth/logout');

/** Signs a deactivated member back in (after /auth/login answered 403 'deactivated'). */
export const reactivate = (user: string, password: string) => api.post<LoginResponse>('/auth/reactivate', { user, password });

/** Mails the activation link again to the signed-in member who has not opened it yet. */
export const resendActivation = () => api.post<MessageResponse>('/auth/activate/resend');
