-- 001: organisation, people, roles and permissions, sessions, dictionaries and system settings.
-- Plain SQL that runs unchanged on PGlite and PostgreSQL; updated_at feeds future ETags.

CREATE TABLE organizes (
  id text PRIMARY KEY,
  parent_id text REFERENCES organizes(id),
  category text NOT NULL CHECK (category IN ('company', 'department', 'ward')),
  en_code text NOT NULL UNIQUE,
  full_name text NOT NULL,
  manager_id text,
  sort_code integer NOT NULL DEFAULT 0,
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX organizes_parent_idx ON organizes (parent_id);

CREATE TABLE positions (
  id text PRIMARY KEY,
  en_code text NOT NULL UNIQUE,
  full_name text NOT NULL,
  sort_code integer NOT NULL DEFAULT 0,
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE roles (
  id text PRIMARY KEY,
  en_code text NOT NULL UNIQUE,
  full_name text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE role_permissions (
  id text PRIMARY KEY,
  role_id text NOT NULL REFERENCES roles(id) ON DELETE CASCADE,
  model_id text NOT NULL,
  module_name text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('column', 'button', 'form', 'resource')),
  en_code text NOT NULL,
  full_name text NOT NULL,
  UNIQUE (role_id, model_id, kind, en_code)
);

CREATE TABLE users (
  id text PRIMARY KEY,
  account text NOT NULL UNIQUE,
  real_name text NOT NULL,
  gender smallint NOT NULL DEFAULT 1,
  mobile text,
  email text,
  head_icon text NOT NULL DEFAULT '',
  organize_id text NOT NULL REFERENCES organizes(id),
  position_id text REFERENCES positions(id),
  manager_id text REFERENCES users(id),
  is_administrator boolean NOT NULL DEFAULT false,
  enabled boolean NOT NULL DEFAULT true,
  password_salt text NOT NULL,
  password_hash text NOT NULL,
  last_login_at timestamptz,
  prev_login_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX users_organize_idx ON users (organize_id);
CREATE INDEX users_manager_idx ON users (manager_id);

CREATE TABLE user_roles (
  user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  role_id text NOT NULL REFERENCES roles(id) ON DELETE CASCADE,
  PRIMARY KEY (user_id, role_id)
);

CREATE TABLE sessions (
  jti text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  client_kind text NOT NULL,
  issued_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz,
  revoke_reason text CHECK (revoke_reason IN ('logout', 'replaced', 'disabled'))
);
CREATE INDEX sessions_user_idx ON sessions (user_id, client_kind);

CREATE TABLE dictionary_types (
  id text PRIMARY KEY,
  en_code text NOT NULL UNIQUE,
  full_name text NOT NULL,
  is_tree boolean NOT NULL DEFAULT false,
  sort_code integer NOT NULL DEFAULT 0,
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE dictionary_items (
  id text PRIMARY KEY,
  type_id text NOT NULL REFERENCES dictionary_types(id) ON DELETE CASCADE,
  parent_id text REFERENCES dictionary_items(id),
  en_code text NOT NULL,
  full_name text NOT NULL,
  sort_code integer NOT NULL DEFAULT 0,
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (type_id, en_code)
);

CREATE TABLE settings (
  key text PRIMARY KEY,
  value jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
