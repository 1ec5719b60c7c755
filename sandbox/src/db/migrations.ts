/** Versioned schema migrations, recorded in schema_migrations. Append only: never edit an applied one. */
import type { Db } from './db';

interface Migration {
  version: number;
  name: string;
  sql: string;
}

const MIGRATIONS: Migration[] = [
  {
    version: 1,
    name: 'initial schema',
    sql: `
CREATE TABLE companies (
  id SERIAL PRIMARY KEY,
  name TEXT NOT NULL,
  contact_name TEXT NOT NULL DEFAULT '',
  phone_number TEXT NOT NULL DEFAULT '',
  sender_type TEXT NOT NULL DEFAULT 'company',
  is_kaspi_box BOOLEAN NOT NULL DEFAULT FALSE,
  use_chocofood_saas BOOLEAN NOT NULL DEFAULT FALSE,
  cent_token TEXT,
  balance BIGINT NOT NULL DEFAULT 0 CHECK (balance >= 0),
  city TEXT NOT NULL DEFAULT 'almaty',
  created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE TABLE users (
  id SERIAL PRIMARY KEY,
  choco_user_id INTEGER NOT NULL UNIQUE,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  email TEXT,
  phone_number TEXT NOT NULL,
  avatar TEXT,
  company_id INTEGER REFERENCES companies(id),
  demo_title_ru TEXT NOT NULL DEFAULT '',
  demo_title_kk TEXT NOT NULL DEFAULT '',
  token_epoch INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE cards (
  id SERIAL PRIMARY KEY,
  company_id INTEGER NOT NULL REFERENCES companies(id),
  token TEXT NOT NULL UNIQUE,
  pan_masked TEXT NOT NULL,
  brand TEXT NOT NULL,
  expiry TEXT NOT NULL,
  is_default BOOLEAN NOT NULL DEFAULT FALSE
);
CREATE TABLE addresses (
  id SERIAL PRIMARY KEY,
  company_id INTEGER NOT NULL REFERENCES companies(id),
  street TEXT NOT NULL,
  building TEXT NOT NULL DEFAULT '',
  entrance TEXT NOT NULL DEFAULT '',
  floor TEXT NOT NULL DEFAULT '',
  apartment TEXT NOT NULL DEFAULT '',
  intercom TEXT NOT NULL DEFAULT '',
  extra_info TEXT NOT NULL DEFAULT '',
  latitude DOUBLE PRECISION NOT NULL,
  longitude DOUBLE PRECISION NOT NULL,
  city TEXT NOT NULL,
  contact_name TEXT NOT NULL DEFAULT '',
  phone_number TEXT NOT NULL DEFAULT '',
  is_customer BOOLEAN NOT NULL DEFAULT FALSE,
  max_order_distance DOUBLE PRECISION,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX addresses_company ON addresses(company_id);
CREATE TABLE branches (
  id SERIAL PRIMARY KEY,
  company_id INTEGER NOT NULL REFERENCES companies(id),
  name TEXT NOT NULL,
  street TEXT NOT NULL,
  building TEXT NOT NULL DEFAULT '',
  latitude DOUBLE PRECISION NOT NULL,
  longitude DOUBLE PRECISION NOT NULL,
  city TEXT NOT NULL,
  contact_name TEXT NOT NULL DEFAULT '',
  phone_number TEXT NOT NULL DEFAULT '',
  working_hours TEXT NOT NULL DEFAULT '',
  comment TEXT NOT NULL DEFAULT '',
  deleted BOOLEAN NOT NULL DEFAULT FALSE,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  updated_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX branches_company ON branches(company_id);
CREATE TABLE tariff_quotes (
  id SERIAL PRIMARY KEY,
  company_id INTEGER NOT NULL,
  transport TEXT NOT NULL,
  price INTEGER NOT NULL,
  distance DOUBLE PRECISION NOT NULL,
  eta_minutes INTEGER NOT NULL,
  route_key TEXT NOT NULL,
  is_unavailable BOOLEAN NOT NULL,
  expires_at TIMESTAMPTZ NOT NULL
);
CREATE TABLE groups (
  id SERIAL PRIMARY KEY,
  company_id INTEGER NOT NULL REFERENCES companies(id),
  number TEXT NOT NULL,
  tracking_token TEXT NOT NULL UNIQUE,
  state TEXT NOT NULL,
  status INTEGER NOT NULL,
  was_planned BOOLEAN NOT NULL DEFAULT FALSE,
  planned_at TIMESTAMPTZ,
  delivery_time_type INTEGER NOT NULL DEFAULT 1,
  payment_type INTEGER NOT NULL DEFAULT 2,
  card_token TEXT,
  is_urgent BOOLEAN NOT NULL DEFAULT FALSE,
  is_api BOOLEAN NOT NULL DEFAULT FALSE,
  transport TEXT NOT NULL,
  tariff_id INTEGER NOT NULL,
  price INTEGER NOT NULL,
  tasks_price INTEGER NOT NULL DEFAULT 0,
  cancel_fee INTEGER NOT NULL DEFAULT 0,
  refunded_amount INTEGER NOT NULL DEFAULT 0,
  cod_amount INTEGER NOT NULL DEFAULT 0,
  distance DOUBLE PRECISION NOT NULL,
  waypoints JSONB NOT NULL,
  batching BOOLEAN NOT NULL DEFAULT FALSE,
  eta_minutes INTEGER,
  comment TEXT NOT NULL DEFAULT '',
  cancel_reason TEXT,
  courier JSONB,
  started_at TIMESTAMPTZ,
  created_at TIMESTAMPTZ NOT NULL,
  updated_at TIMESTAMPTZ NOT NULL,
  delivered_at TIMESTAMPTZ,
  cancelled_at TIMESTAMPTZ
);
CREATE INDEX groups_company_created ON groups(company_id, created_at DESC);
CREATE INDEX groups_active ON groups(state) WHERE state NOT IN ('delivered', 'cancelled');
CREATE TABLE points (
  id SERIAL PRIMARY KEY,
  group_id INTEGER NOT NULL REFERENCES groups(id),
  idx INTEGER NOT NULL,
  state TEXT NOT NULL DEFAULT 'pending',
  address JSONB NOT NULL,
  contact_info JSONB NOT NULL,
  latitude DOUBLE PRECISION NOT NULL,
  longitude DOUBLE PRECISION NOT NULL,
  city TEXT NOT NULL,
  tasks JSONB NOT NULL DEFAULT '[]',
  items JSONB NOT NULL DEFAULT '[]',
  cod_amount INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX points_group ON points(group_id);
CREATE TABLE grades (
  id SERIAL PRIMARY KEY,
  group_id INTEGER NOT NULL UNIQUE REFERENCES groups(id),
  company_id INTEGER NOT NULL,
  rating INTEGER NOT NULL,
  tags JSONB NOT NULL,
  comment TEXT NOT NULL DEFAULT '',
  created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE TABLE oauth_codes (
  code TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  client_id TEXT NOT NULL,
  redirect_uri TEXT NOT NULL,
  code_challenge TEXT,
  expires_at TIMESTAMPTZ NOT NULL,
  used BOOLEAN NOT NULL DEFAULT FALSE
);
CREATE TABLE oauth_tokens (
  id SERIAL PRIMARY KEY,
  access_token TEXT NOT NULL UNIQUE,
  refresh_token TEXT NOT NULL UNIQUE,
  family_id TEXT NOT NULL,
  user_id INTEGER NOT NULL REFERENCES users(id),
  client_id TEXT NOT NULL,
  access_expires_at TIMESTAMPTZ NOT NULL,
  refresh_expires_at TIMESTAMPTZ NOT NULL,
  rotated BOOLEAN NOT NULL DEFAULT FALSE,
  revoked BOOLEAN NOT NULL DEFAULT FALSE
);
CREATE INDEX oauth_tokens_family ON oauth_tokens(family_id);
CREATE TABLE track_ids (
  track_id TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  expires_at TIMESTAMPTZ NOT NULL,
  used BOOLEAN NOT NULL DEFAULT FALSE
);
CREATE TABLE idempotency_keys (
  scope TEXT NOT NULL,
  key TEXT NOT NULL,
  request_hash TEXT NOT NULL,
  status INTEGER NOT NULL,
  body TEXT NOT NULL,
  content_type TEXT NOT NULL,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  PRIMARY KEY (scope, key)
);
CREATE TABLE bot_messages (
  id SERIAL PRIMARY KEY,
  chat_id TEXT NOT NULL,
  text TEXT NOT NULL,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
`,
  },
  {
    version: 2,
    name: 'orders list: search text, list index',
    sql: `
ALTER TABLE groups ADD COLUMN search_text TEXT NOT NULL DEFAULT '';
DROP INDEX IF EXISTS groups_company_created;
CREATE INDEX groups_company_list ON groups(company_id, created_at DESC, id DESC) INCLUDE (status, was_planned);
CREATE INDEX groups_company_status ON groups(company_id, status, created_at DESC, id DESC) INCLUDE (was_planned);
CREATE OR REPLACE FUNCTION groups_search_text_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE groups g SET search_text = lower(g.number || ' | ' || x.text)
  FROM (
    SELECT p.group_id, string_agg(concat_ws(' ', p.address->>'street', p.address->>'building',
      (p.address->>'street') || ', ' || (p.address->>'building'), p.contact_info->>'contact_name',
      p.contact_info->>'phone_number'), ' | ' ORDER BY p.idx) AS text
    FROM points p WHERE p.group_id IN (SELECT DISTINCT group_id FROM new_points) GROUP BY p.group_id
  ) x
  WHERE g.id = x.group_id; RETURN NULL; END
$$;
CREATE TRIGGER points_search_text AFTER INSERT ON points REFERENCING NEW TABLE AS new_points
  FOR EACH STATEMENT EXECUTE FUNCTION groups_search_text_refresh();
UPDATE groups g SET search_text = lower(g.number || ' | ' || x.text)
FROM (
  SELECT p.group_id, string_agg(concat_ws(' ', p.address->>'street', p.address->>'building',
    (p.address->>'street') || ', ' || (p.address->>'building'), p.contact_info->>'contact_name',
    p.contact_info->>'phone_number'), ' | ' ORDER BY p.idx) AS text
  FROM points p GROUP BY p.group_id
) x
WHERE g.id = x.group_id;
`,
  },
  {
    version: 3,
    // ' | ' between fields let a search for "|" match every order; a line break cannot be typed
    // into the one-line search box, so it can never join two fields into one match.
    name: 'orders list: search text fields separated by line breaks',
    sql: `
CREATE OR REPLACE FUNCTION groups_search_text_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE groups g SET search_text = lower(g.number || chr(10) || x.text)
  FROM (
    SELECT p.group_id, string_agg(concat_ws(chr(10), p.address->>'street', p.address->>'building',
      (p.address->>'street') || ', ' || (p.address->>'building'),
      (p.address->>'street') || ' ' || (p.address->>'building'), p.contact_info->>'contact_name',
      p.contact_info->>'phone_number'), chr(10) ORDER BY p.idx) AS text
    FROM points p WHERE p.group_id IN (SELECT DISTINCT group_id FROM new_points) GROUP BY p.group_id
  ) x
  WHERE g.id = x.group_id; RETURN NULL; END
$$;
UPDATE groups g SET search_text = lower(g.number || chr(10) || x.text)
FROM (
  SELECT p.group_id, string_agg(concat_ws(chr(10), p.address->>'street', p.address->>'building',
      (p.address->>'street') || ', ' || (p.address->>'building'),
      (p.address->>'street') || ' ' || (p.address->>'building'), p.contact_info->>'contact_name',
      p.contact_info->>'phone_number'), chr(10) ORDER BY p.idx) AS text
  FROM points p GROUP BY p.group_id
) x
WHERE g.id = x.group_id;
`,
  },
  {
    version: 4,
    // A search (LIKE '%…%' on search_text) read every order of the company: a trigram index finds
    // the few that can match an order number or a street at once (patterns under three characters
    // still scan, as before). The text and its index move to a table of their own, written only when
    // an order's points are, so the dispatcher's updates of live orders (position, status) never
    // touch the index, and the groups rows it scans every tick get smaller.
    name: 'orders list: search text in a table of its own, with a trigram index',
    sql: `
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE TABLE group_search (
  group_id INTEGER PRIMARY KEY REFERENCES groups(id),
  search_text TEXT NOT NULL
);
INSERT INTO group_search (group_id, search_text) SELECT id, search_text FROM groups;
CREATE INDEX group_search_trgm ON group_search USING gin (search_text gin_trgm_ops);
CREATE OR REPLACE FUNCTION groups_search_text_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO group_search (group_id, search_text)
  SELECT g.id, lower(g.number || chr(10) || x.text)
  FROM (
    SELECT p.group_id, string_agg(concat_ws(chr(10), p.address->>'street', p.address->>'building',
      (p.address->>'street') || ', ' || (p.address->>'building'),
      (p.address->>'street') || ' ' || (p.address->>'building'), p.contact_info->>'contact_name',
      p.contact_info->>'phone_number'), chr(10) ORDER BY p.idx) AS text
    FROM points p WHERE p.group_id IN (SELECT DISTINCT group_id FROM new_points) GROUP BY p.group_id
  ) x
  JOIN groups g ON g.id = x.group_id
  ON CONFLICT (group_id) DO UPDATE SET search_text = EXCLUDED.search_text; RETURN NULL; END
$$;
ALTER TABLE groups DROP COLUMN search_text;
`,
  },
  {
    version: 5,
    // RFC 9700: a replayed authorization code revokes what it issued, so a code remembers its token
    // family; the platform's refresh JWTs rotate (a used jti is remembered until it expires) and die
    // with their family, whichever way it was revoked (refresh reuse, code replay, logout).
    name: 'token families: code -> family, used platform refresh jtis, revoked families',
    sql: `
ALTER TABLE oauth_codes ADD COLUMN family_id TEXT;
CREATE TABLE revoked_families (
  family_id TEXT PRIMARY KEY,
  revoked_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE TABLE used_refresh_jtis (
  jti TEXT PRIMARY KEY,
  family_id TEXT NOT NULL,
  expires_at TIMESTAMPTZ NOT NULL,
  used_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX used_refresh_jtis_expires ON used_refresh_jtis(expires_at);
`,
  },
  {
    version: 6,
    // A warehouse is a sender address like a saved one: the courier needs the entrance, floor,
    // apartment and intercom, and the order form puts them into the point when a branch is picked.
    name: 'branches: entrance, floor, apartment, intercom',
    sql: `
ALTER TABLE branches ADD COLUMN entrance TEXT NOT NULL DEFAULT '';
ALTER TABLE branches ADD COLUMN floor TEXT NOT NULL DEFAULT '';
ALTER TABLE branches ADD COLUMN apartment TEXT NOT NULL DEFAULT '';
ALTER TABLE branches ADD COLUMN intercom TEXT NOT NULL DEFAULT '';
`,
  },
  {
    version: 7,
    // Sandbox extensions of /integration and /employers: the client tokens a company issued (never
    // the token, only how it ends), and who owns a company and when each employee joined it. A
    // trigger keeps both on every way a user joins a company (seed, company creation, invitation).
    name: 'client tokens; company owner and employees',
    sql: `
CREATE TABLE client_tokens (
  id SERIAL PRIMARY KEY,
  company_id INTEGER NOT NULL REFERENCES companies(id),
  user_id INTEGER NOT NULL REFERENCES users(id),
  label TEXT NOT NULL DEFAULT '',
  token_hint TEXT NOT NULL,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  expires_at TIMESTAMPTZ NOT NULL,
  last_used_at TIMESTAMPTZ,
  revoked_at TIMESTAMPTZ
);
CREATE INDEX client_tokens_company ON client_tokens(company_id, created_at DESC);
ALTER TABLE companies ADD COLUMN owner_user_id INTEGER;
ALTER TABLE users ADD COLUMN company_joined_at TIMESTAMPTZ;
UPDATE companies c SET owner_user_id = (SELECT min(u.id) FROM users u WHERE u.company_id = c.id);
UPDATE users u SET company_joined_at = c.created_at FROM companies c WHERE c.id = u.company_id;
CREATE OR REPLACE FUNCTION users_company_joined() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.company_id IS NOT NULL AND (TG_OP = 'INSERT' OR NEW.company_id IS DISTINCT FROM OLD.company_id) THEN
    NEW.company_joined_at := now(); END IF; RETURN NEW; END
$$;
CREATE TRIGGER users_company_joined BEFORE INSERT OR UPDATE OF company_id ON users
  FOR EACH ROW EXECUTE FUNCTION users_company_joined();
CREATE OR REPLACE FUNCTION companies_first_owner() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.company_id IS NOT NULL THEN
    UPDATE companies SET owner_user_id = NEW.id WHERE id = NEW.company_id AND owner_user_id IS NULL; END IF; RETURN NULL; END
$$;
CREATE TRIGGER companies_first_owner AFTER INSERT OR UPDATE OF company_id ON users
  FOR EACH ROW EXECUTE FUNCTION companies_first_owner();
`,
  },
];

export async function migrate(db: Db): Promise<number[]> {
  await db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TIMESTAMPTZ NOT NULL DEFAULT now())`);
  const done = new Set(
    (await db.query<{ version: number }>('SELECT version FROM schema_migrations')).map((r) => r.version),
  );
  const applied: number[] = [];
  for (const m of MIGRATIONS) {
    if (done.has(m.version)) continue;
    await db.transaction(async (tx) => {
      for (const stmt of m.sql.split(/;\s*\n/).map((s) => s.trim())) {
        if (stmt !== '') await tx.query(stmt);
      }
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [m.version, m.name]);
    });
    applied.push(m.version);
  }
  return applied;
}

/** Drops every table (reset). */
export async function dropAll(db: Db): Promise<void> {
  await db.exec(`DROP TABLE IF EXISTS used_refresh_jtis, revoked_families, bot_messages, idempotency_keys, track_ids, oauth_tokens, oauth_codes,
    grades, group_search, points, groups, tariff_quotes, branches, addresses, cards, client_tokens, users, companies, schema_migrations CASCADE;
    DROP FUNCTION IF EXISTS groups_search_text_refresh();
    DROP FUNCTION IF EXISTS users_company_joined();
    DROP FUNCTION IF EXISTS companies_first_owner()`);
}
