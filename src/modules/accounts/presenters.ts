import type { User } from './models';
import type { UserResponse } from './schemas';

export function presentUser(user: User): UserResponse {
  return {
    id: user.id,
    email: user.email,
    username: user.username,
    phone: user.phone,
    first_name: user.first_name,
    last_name: user.last_name,
    active: user.activated_at !== null,
    deactivated: user.deactivated_at !== null,
    listed: user.listed,
    created_at: new Date(user.created_at).toISOString(),
    updated_at: new Date(user.updated_at).toISOString(),
    roles: (user.roles ?? []).map((r) => ({ slug: r.slug })),
  };
}
