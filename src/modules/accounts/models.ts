import { Model } from 'objection';

export class Role extends Model {
  static override tableName = 'roles';
  id!: number;
  slug!: string;
  name!: string;
}

export class User extends Model {
  static override tableName = 'users';
  id!: number;
  email!: string;
  username!: string;
  password_hash!: string;
  first_name!: string | null;
  last_name!: string | null;
  phone!: string | null;
  listed!: boolean;
  activated_at!: Date | null;
  deactivated_at!: Date | null;
  suspended_at!: Date | null;
  deleted_at!: Date | null;
  purge_after!: Date | null;
  signup_ip!: string | null;
  created_at!: Date;
  updated_at!: Date;
  roles?: Role[];

  static override get relationMappings() {
    return {
      roles: {
        relation: Model.ManyToManyRelation,
        modelClass: Role,
        join: { from: 'users.id', through: { from: 'user_roles.user_id', to: 'user_roles.role_id' }, to: 'roles.id' },
      },
    };
  }
}

export class Session extends Model {
  static override tableName = 'sessions';
  id!: number;
  user_id!: number;
  token_hash!: string;
  created_at!: Date;
  expires_at!: Date;
  last_seen_at!: Date | null;
  ip!: string | null;
  user_agent!: string | null;
}
