-- 004: uploaded files (attachments, punch photos) and the field punch-card with its sites (ARCHITECTURE §4, §5).

-- Files live in the database (bytea), so PGlite and PostgreSQL behave alike and every instance serves every
-- file. One row per (user, Idempotency-Key): a retried upload hits the primary key and is answered from the
-- stored row; file_name (<uuid><ext>) is what the download URL names.
CREATE TABLE uploaded_files (
  user_id text NOT NULL REFERENCES users(id),
  idempotency_key text NOT NULL,
  type text NOT NULL CHECK (type IN ('annex', 'punch')),
  file_name text NOT NULL,
  extension text NOT NULL,
  -- The name the file had on the device, for Content-Disposition.
  original_name text NOT NULL,
  mime_type text NOT NULL,
  size integer NOT NULL CHECK (size >= 0),
  sha256 text NOT NULL,
  content bytea NOT NULL,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, idempotency_key)
);
CREATE UNIQUE INDEX uploaded_files_file_name_key ON uploaded_files (file_name);

-- Where a field punch may be made: a point and a radius in metres. Reference data with row_version (the
-- trigger of migration 002), so the site list answers conditional GETs.
CREATE TABLE punch_sites (
  id text PRIMARY KEY,
  name text NOT NULL,
  address text NOT NULL DEFAULT '',
  latitude double precision NOT NULL CHECK (latitude BETWEEN -90 AND 90),
  longitude double precision NOT NULL CHECK (longitude BETWEEN -180 AND 180),
  radius double precision NOT NULL CHECK (radius > 0),
  sort_code integer NOT NULL DEFAULT 0,
  row_version bigint NOT NULL DEFAULT 0,
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE TRIGGER punch_sites_row_version BEFORE INSERT OR UPDATE ON punch_sites
  FOR EACH ROW EXECUTE FUNCTION bump_row_version();

-- One punch, written in the transaction of its idempotency record. Times are Unix ms (bigint): the device's
-- reading as sent, and the claim in the server's clock (punched_at), which may be implausible — it is kept
-- and flagged, never refused. received_at is the server's own clock.
CREATE TABLE field_punches (
  id text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users(id),
  device_punched_at bigint NOT NULL,
  punched_at bigint NOT NULL,
  received_at timestamptz NOT NULL,
  delay_ms bigint NOT NULL,
  clock_skew_ms bigint,
  server_offset_ms bigint,
  latitude double precision NOT NULL,
  longitude double precision NOT NULL,
  accuracy double precision NOT NULL,
  site_id text REFERENCES punch_sites(id) ON DELETE SET NULL,
  distance_m double precision,
  inside boolean NOT NULL,
  remark text NOT NULL DEFAULT '',
  photo_url text,
  flags text[] NOT NULL DEFAULT '{}'
    CHECK (flags <@ ARRAY['future', 'stale', 'skew', 'clockChanged', 'outside']::text[])
);
CREATE INDEX field_punches_user_idx ON field_punches (user_id, punched_at);
