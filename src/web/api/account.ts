import type {
  LoginResponse,
  MessageResponse,
  ProfileBody,
  ProfileResponse,
  RegisterBody,
  UpdateEmailBody,
  UpdateEmailResponse,
  UpdatePasswordBody,
} from '../../modules/accounts/schemas';
import { api } from './client';

// The accounts calls the account pages make (registration, mailed links, the profile). The shell's
// own calls (sign in, out, reactivate, resend) live in auth.ts, which the first load carries.

/** Answers the same for a new address and a known one; the mailed activation link signs in. */
export const register = (body: RegisterBody) => api.post<MessageResponse>('/auth/register', body);

export const activate = (code: string) => api.post<LoginResponse>('/auth/activate', { code });

/** Mails the activation link again to the account at an address, if one waits there (the same answer either way). */
export const resendActivationTo = (email: string) => api.post<MessageResponse>('/auth/activate/resend', { email });

export const forgotPassword = (email: string) => api.post<MessageResponse>('/auth/forgotpw', { email });

export const resetPassword = (token: string, new_password: string, new_password_confirm: string) =>
  api.post<MessageResponse>('/auth/resetpw', { token, new_password, new_password_confirm });

export const confirmEmail = (token: string) => api.post<MessageResponse>('/auth/confirm-email', { token });


export const updateProfile = (body: ProfileBody) => api.post<ProfileResponse>('/user', body);

export const updateEmail = (body: UpdateEmailBody) => api.post<UpdateEmailResponse>('/user/uem', body);

export const updatePassword = (body: UpdatePasswordBody) => api.post<MessageResponse>('/user/upw', body);

/** The server signs the member out everywhere; the caller forgets the session here. */
export const deactivateAccount = () => api.post<MessageResponse>('/user/d');

export const deleteAccount = (password: string) => api.del<MessageResponse>('/user/d', { password });
