-- 002: reference data for offline use (issue #3): row versions for ETags and the directory's change
-- cursor, names in pinyin, professional titles and education, areas of China, bill-number rules.
--
-- Row versions. Reference rows carry row_version, a fresh value of row_version_seq on every insert and on
-- every update a reader can see (triggers below). ETags hash (count, sum(row_version)): an update or an
-- insert always raises the sum and a delete lowers the count, even when transactions commit out of order,
-- which a max(updated_at) tag cannot promise.
--
-- Directory cursor (Users/All?since=v → users with row_version > v). A transaction that changes a directory
-- field holds the shared advisory lock 3003 until it commits; the reader takes it exclusively just to read
-- the high-water mark, so no version at or below the mark can still be uncommitted and none is skipped.
-- Removals: a disabled user keeps their row, whose row_version moves like any change (enabled is a directory
-- field); a deleted user leaves a row in user_tombstones with a fresh version.

CREATE SEQUENCE row_version_seq;

-- Identifies this database, so a cursor issued by another (or a rebuilt) database is never trusted.
CREATE TABLE database_identity (
  id text PRIMARY KEY,
  created_at timestamptz NOT NULL DEFAULT now()
);
INSERT INTO database_identity (id) VALUES (gen_random_uuid()::text);

CREATE FUNCTION bump_row_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.row_version := nextval('row_version_seq');
  IF TG_OP = 'UPDATE' THEN
    NEW.updated_at := now();
  END IF;
  RETURN NEW;
END $$;

-- Users -------------------------------------------------------------------------------------------------

ALTER TABLE users ADD COLUMN pinyin text NOT NULL DEFAULT '';
ALTER TABLE users ADD COLUMN initials text NOT NULL DEFAULT '';
ALTER TABLE users ADD COLUMN sort_code integer NOT NULL DEFAULT 0;
ALTER TABLE users ADD COLUMN title_name text;
ALTER TABLE users ADD COLUMN title_level text;
ALTER TABLE users ADD COLUMN entry_date date;
ALTER TABLE users ADD COLUMN row_version bigint NOT NULL DEFAULT 0;
UPDATE users SET row_version = nextval('row_version_seq');
CREATE INDEX users_row_version_idx ON users (row_version);
CREATE INDEX users_position_idx ON users (position_id);

CREATE TABLE user_tombstones (
  user_id text PRIMARY KEY,
  row_version bigint NOT NULL
);
CREATE INDEX user_tombstones_version_idx ON user_tombstones (row_version);

CREATE FUNCTION users_row_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Sign-in stamps and password changes are not directory changes: leave the version alone.
  IF TG_OP = 'UPDATE' AND NEW.row_version = OLD.row_version AND
     (NEW.account, NEW.real_name, NEW.gender, NEW.head_icon, NEW.organize_id, NEW.position_id,
      NEW.manager_id, NEW.mobile, NEW.email, NEW.enabled, NEW.pinyin, NEW.initials, NEW.sort_code,
      NEW.title_name, NEW.title_level, NEW.entry_date)
     IS NOT DISTINCT FROM
     (OLD.account, OLD.real_name, OLD.gender, OLD.head_icon, OLD.organize_id, OLD.position_id,
      OLD.manager_id, OLD.mobile, OLD.email, OLD.enabled, OLD.pinyin, OLD.initials, OLD.sort_code,
      OLD.title_name, OLD.title_level, OLD.entry_date)
  THEN
    RETURN NEW;
  END IF;
  PERFORM pg_advisory_xact_lock_shared(3003);
  NEW.row_version := nextval('row_version_seq');
  IF TG_OP = 'INSERT' THEN
    DELETE FROM user_tombstones WHERE user_id = NEW.id;
  ELSE
    NEW.updated_at := now();
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER users_row_version BEFORE INSERT OR UPDATE ON users
  FOR EACH ROW EXECUTE FUNCTION users_row_version();

CREATE FUNCTION users_tombstone() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock_shared(3003);
  INSERT INTO user_tombstones (user_id, row_version) VALUES (OLD.id, nextval('row_version_seq'))
    ON CONFLICT (user_id) DO UPDATE SET row_version = EXCLUDED.row_version;
  RETURN OLD;
END $$;
CREATE TRIGGER users_tombstone AFTER DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION users_tombstone();

-- Organisations and positions: a rename (or move) shows in their members' organizeName/positionName, so
-- the members' rows get new versions too (setting row_version makes the users trigger issue a fresh one).

ALTER TABLE organizes ADD COLUMN row_version bigint NOT NULL DEFAULT 0;
UPDATE organizes SET row_version = nextval('row_version_seq');
CREATE TRIGGER organizes_row_version BEFORE INSERT OR UPDATE ON organizes
  FOR EACH ROW EXECUTE FUNCTION bump_row_version();

CREATE FUNCTION organizes_touch_members() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE users SET row_version = row_version + 1 WHERE organize_id = NEW.id;
  RETURN NULL;
END $$;
CREATE TRIGGER organizes_touch_members AFTER UPDATE ON organizes
  FOR EACH ROW
  WHEN (NEW.full_name IS DISTINCT FROM OLD.full_name OR NEW.parent_id IS DISTINCT FROM OLD.parent_id)
  EXECUTE FUNCTION organizes_touch_members();

ALTER TABLE positions ADD COLUMN row_version bigint NOT NULL DEFAULT 0;
UPDATE positions SET row_version = nextval('row_version_seq');
CREATE TRIGGER positions_row_version BEFORE INSERT OR UPDATE ON positions
  FOR EACH ROW EXECUTE FUNCTION bump_row_version();

CREATE FUNCTION positions_touch_members() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE users SET row_version = row_version + 1 WHERE position_id = NEW.id;
  RETURN NULL;
END $$;
CREATE TRIGGER positions_touch_members AFTER UPDATE ON positions
  FOR EACH ROW WHEN (NEW.full_name IS DISTINCT FROM OLD.full_name)
  EXECUTE FUNCTION positions_touch_members();

-- Dictionaries ------------------------------------------------------------------------------------------

ALTER TABLE dictionary_types ADD COLUMN row_version bigint NOT NULL DEFAULT 0;
UPDATE dictionary_types SET row_version = nextval('row_version_seq');
CREATE TRIGGER dictionary_types_row_version BEFORE INSERT OR UPDATE ON dictionary_types
  FOR EACH ROW EXECUTE FUNCTION bump_row_version();

ALTER TABLE dictionary_items ADD COLUMN row_version bigint NOT NULL DEFAULT 0;
UPDATE dictionary_items SET row_version = nextval('row_version_seq');
CREATE TRIGGER dictionary_items_row_version BEFORE INSERT OR UPDATE ON dictionary_items
  FOR EACH ROW EXECUTE FUNCTION bump_row_version();
CREATE INDEX dictionary_items_type_idx ON dictionary_items (type_id);

-- Education, areas, bill rules --------------------------------------------------------------------------

CREATE TABLE user_education (
  id text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  school text NOT NULL,
  major text NOT NULL,
  education text NOT NULL,
  degree text NOT NULL,
  start_date date NOT NULL,
  end_date date,
  sort_code integer NOT NULL DEFAULT 0
);
CREATE INDEX user_education_user_idx ON user_education (user_id);

-- Provinces (level 1), cities (2) and districts (3) of China; id is the GB/T 2260 code. Municipalities and
-- the SARs have their districts directly at level 2, as in the source data set.
CREATE TABLE areas (
  id text PRIMARY KEY,
  parent_id text REFERENCES areas(id),
  full_name text NOT NULL,
  level smallint NOT NULL CHECK (level BETWEEN 1 AND 3),
  sort_code integer NOT NULL DEFAULT 0,
  row_version bigint NOT NULL DEFAULT 0,
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX areas_parent_idx ON areas (parent_id);
CREATE TRIGGER areas_row_version BEFORE INSERT OR UPDATE ON areas
  FOR EACH ROW EXECUTE FUNCTION bump_row_version();

-- Bill numbers: prefix + date (in the hospital's time zone, formatted by date_format) + a counter of
-- `digits` digits that restarts whenever the formatted date (period) changes.
CREATE TABLE bill_rules (
  id text PRIMARY KEY,
  en_code text NOT NULL UNIQUE,
  full_name text NOT NULL,
  prefix text NOT NULL,
  date_format text NOT NULL DEFAULT 'YYYYMMDD',
  digits smallint NOT NULL DEFAULT 4 CHECK (digits BETWEEN 1 AND 12),
  period text NOT NULL DEFAULT '',
  current_number integer NOT NULL DEFAULT 0,
  updated_at timestamptz NOT NULL DEFAULT now()
);
