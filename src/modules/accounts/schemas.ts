import { z } from 'zod';

const required = 'This field is required.';
const requiredText = (max: number) => z.string({ error: required }).trim().min(1, required).max(max, `At most ${max} characters.`);

export const LoginBody = z.strictObject({
  user: requiredText(254),
  password: z.string({ error: required }).min(1, required).max(1024, 'At most 1024 characters.'),
});
export type LoginBody = z.infer<typeof LoginBody>;

export const AuthenticateBody = z.strictObject({ token: z.string({ error: required }).min(1, required).max(256) });

/** A user as the API shows them to themselves and to administrators. */
export interface UserResponse {
  id: number;
  email: string;
  username: string;
  phone: string | null;
  first_name: string | null;
  last_name: string | null;
  active: boolean;
  deactivated: boolean;
  created_at: string;
  updated_at: string;
  roles: Array<{ slug: string }>;
}

export interface LoginResponse {
  token: string;
  user: UserResponse;
}
