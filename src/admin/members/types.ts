/** A member as GET /api/admin/users returns it (ra-data-simple-rest dialect). */
export interface Member {
  id: number;
  username: string;
  email: string;
  first_name: string | null;
  last_name: string | null;
  roles: string[];
  activated_at: string | null;
  suspended_at: string | null;
  created_at: string;
}
