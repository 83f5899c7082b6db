CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE TABLE users (
  id integer PRIMARY KEY,
  email text NOT NULL UNIQUE,
  name text NOT NULL,
  telephone text NOT NULL,
  profile_picture_url text,
  password_hash text NOT NULL,
  tenant text NOT NULL,
  officer_name text NOT NULL DEFAULT ''
);

CREATE TABLE sessions (
  token text PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id),
  kind text NOT NULL,
  tenant text,
  refresh_token text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz
);
CREATE INDEX sessions_user_idx ON sessions (user_id);

CREATE TABLE oauth_clients (
  client_id text PRIMARY KEY,
  client_secret text NOT NULL
);

CREATE TABLE brands (
  id integer PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id),
  brand_name text NOT NULL,
  logo_url text NOT NULL,
  type text NOT NULL,
  brand_type text NOT NULL,
  brand_level jsonb,
  benefit_tier text,
  is_jagoan boolean NOT NULL DEFAULT false,
  jagoan_logo_url text,
  has_stockist boolean NOT NULL DEFAULT false,
  balance bigint NOT NULL DEFAULT 0,
  phone text NOT NULL DEFAULT '',
  email text NOT NULL DEFAULT '',
  city text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX brands_user_idx ON brands (user_id);

CREATE TABLE product_types (
  id integer PRIMARY KEY,
  name text NOT NULL,
  level integer NOT NULL,
  parent_id integer
);

CREATE TABLE products (
  id integer PRIMARY KEY,
  brand_id integer NOT NULL REFERENCES brands(id),
  name text NOT NULL,
  description text NOT NULL DEFAULT '',
  product_type_id integer,
  image_url text NOT NULL DEFAULT '',
  video_url text,
  weight integer NOT NULL DEFAULT 0,
  is_active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX products_brand_created_idx ON products (brand_id, created_at DESC, id DESC);
CREATE INDEX products_brand_name_idx ON products (brand_id, name, id);
CREATE INDEX products_brand_active_idx ON products (brand_id, is_active, created_at DESC, id DESC);
CREATE INDEX products_name_trgm_idx ON products USING gin (name gin_trgm_ops);

CREATE TABLE variants (
  id integer PRIMARY KEY,
  product_id integer NOT NULL REFERENCES products(id),
  brand_id integer NOT NULL REFERENCES brands(id),
  name text NOT NULL,
  sku text NOT NULL,
  price bigint NOT NULL,
  stock integer NOT NULL DEFAULT 0,
  is_active boolean NOT NULL DEFAULT true,
  is_deleted boolean NOT NULL DEFAULT false,
  qc_status text NOT NULL DEFAULT 'approved',
  image_url text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX variants_product_idx ON variants (product_id);
CREATE INDEX variants_brand_created_idx ON variants (brand_id, created_at DESC, id DESC);
CREATE INDEX variants_brand_active_idx ON variants (brand_id, is_active, created_at DESC, id DESC);
CREATE INDEX variants_brand_stock_idx ON variants (brand_id, stock, id);
CREATE INDEX variants_brand_name_idx ON variants (brand_id, name, id);
CREATE INDEX variants_name_trgm_idx ON variants USING gin (name gin_trgm_ops);
CREATE INDEX variants_sku_trgm_idx ON variants USING gin (sku gin_trgm_ops);
CREATE SEQUENCE variants_id_seq START 10000000;
CREATE SEQUENCE products_id_seq START 10000000;

CREATE TABLE orders (
  id integer PRIMARY KEY,
  brand_id integer NOT NULL REFERENCES brands(id),
  order_code text NOT NULL UNIQUE,
  buyer_name text NOT NULL,
  buyer_phone text NOT NULL,
  address text NOT NULL,
  city text NOT NULL,
  status integer NOT NULL,
  courier text NOT NULL,
  waybill text,
  total_amount bigint NOT NULL,
  shipping_cost bigint NOT NULL DEFAULT 0,
  items jsonb NOT NULL,
  receipt_viewed boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX orders_brand_status_created_idx ON orders (brand_id, status, created_at DESC, id DESC);
CREATE INDEX orders_brand_created_idx ON orders (brand_id, created_at DESC, id DESC);
CREATE INDEX orders_code_trgm_idx ON orders USING gin (order_code gin_trgm_ops);
CREATE INDEX orders_buyer_trgm_idx ON orders USING gin (buyer_name gin_trgm_ops);

CREATE TABLE notifications (
  id integer PRIMARY KEY,
  brand_id integer NOT NULL REFERENCES brands(id),
  context text NOT NULL,
  context_type_code text NOT NULL,
  entity_id integer NOT NULL,
  title text NOT NULL,
  icon text NOT NULL,
  message text NOT NULL,
  additional_data jsonb NOT NULL,
  is_read boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL
);
CREATE INDEX notifications_brand_ctx_idx ON notifications (brand_id, context, created_at DESC, id DESC);

CREATE TABLE questions (
  id integer PRIMARY KEY,
  brand_id integer NOT NULL REFERENCES brands(id),
  product_id integer NOT NULL REFERENCES products(id),
  variant_id integer NOT NULL REFERENCES variants(id),
  author text NOT NULL,
  photo_url text NOT NULL,
  body text NOT NULL,
  is_read boolean NOT NULL DEFAULT false,
  is_answered boolean NOT NULL DEFAULT false,
  is_reported boolean NOT NULL DEFAULT false,
  is_done boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL
);
CREATE INDEX questions_brand_idx ON questions (brand_id, is_answered, created_at DESC);
CREATE SEQUENCE questions_id_seq START 1000000;

CREATE TABLE comments (
  id integer PRIMARY KEY,
  question_id integer NOT NULL REFERENCES questions(id),
  author text NOT NULL,
  photo_url text NOT NULL,
  body text NOT NULL,
  is_seller boolean NOT NULL DEFAULT false,
  is_reported boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL
);
CREATE INDEX comments_question_idx ON comments (question_id, created_at);
CREATE SEQUENCE comments_id_seq START 1000000;

CREATE TABLE report_reasons (
  id integer PRIMARY KEY,
  reason text NOT NULL
);

CREATE TABLE reports (
  id serial PRIMARY KEY,
  question_id integer NOT NULL REFERENCES questions(id),
  comment_id integer REFERENCES comments(id),
  reason_id integer NOT NULL REFERENCES report_reasons(id),
  note text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE announcement_categories (
  id integer PRIMARY KEY,
  name text NOT NULL
);

CREATE TABLE announcements (
  id integer PRIMARY KEY,
  category_id integer NOT NULL REFERENCES announcement_categories(id),
  brand_id integer REFERENCES brands(id),
  tenant text,
  title text NOT NULL,
  content text NOT NULL,
  image_url text NOT NULL DEFAULT '',
  is_onboarding boolean NOT NULL DEFAULT false,
  label text NOT NULL DEFAULT '',
  additional_info jsonb,
  created_at timestamptz NOT NULL
);

CREATE TABLE announcement_reads (
  announcement_id integer NOT NULL REFERENCES announcements(id),
  brand_id integer NOT NULL REFERENCES brands(id),
  read_by text NOT NULL,
  read_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (announcement_id, brand_id)
);

CREATE TABLE popups (
  id integer PRIMARY KEY,
  tenant text NOT NULL,
  brand_id integer REFERENCES brands(id),
  information_name text NOT NULL,
  link_url text NOT NULL,
  image_url text NOT NULL,
  is_active boolean NOT NULL DEFAULT true
);

CREATE TABLE banners (
  id integer PRIMARY KEY,
  tenant text NOT NULL,
  title text NOT NULL,
  image_url text NOT NULL,
  link_url text,
  sort_index integer NOT NULL
);

CREATE TABLE withdrawals (
  id integer PRIMARY KEY,
  brand_id integer NOT NULL REFERENCES brands(id),
  amount bigint NOT NULL,
  status text NOT NULL,
  bank_name text NOT NULL,
  account_number text NOT NULL,
  account_name text NOT NULL,
  note text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL,
  processed_at timestamptz
);
CREATE INDEX withdrawals_brand_idx ON withdrawals (brand_id, created_at DESC);
CREATE SEQUENCE withdrawals_id_seq START 1000000;

CREATE TABLE finance_transactions (
  id integer PRIMARY KEY,
  brand_id integer NOT NULL REFERENCES brands(id),
  type text NOT NULL,
  amount bigint NOT NULL,
  description text NOT NULL,
  order_code text,
  withdrawal_id integer,
  balance_after bigint NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX finance_transactions_brand_idx ON finance_transactions (brand_id, created_at DESC);
CREATE SEQUENCE finance_transactions_id_seq START 1000000;

CREATE TABLE offline_reasons (
  id integer PRIMARY KEY,
  reason text NOT NULL
);

CREATE TABLE offline_transactions (
  id integer PRIMARY KEY,
  stockist_id integer NOT NULL REFERENCES brands(id),
  brand_id integer NOT NULL REFERENCES brands(id),
  order_code text NOT NULL,
  buyer_name text NOT NULL,
  reason_id integer NOT NULL REFERENCES offline_reasons(id),
  items jsonb NOT NULL,
  total_amount bigint NOT NULL,
  transaction_date date NOT NULL,
  note text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL
);
CREATE INDEX offline_transactions_stockist_idx ON offline_transactions (stockist_id, transaction_date DESC, id DESC);
CREATE SEQUENCE offline_transactions_id_seq START 1000000;

CREATE TABLE bulk_files (
  id integer PRIMARY KEY,
  brand_id integer NOT NULL REFERENCES brands(id),
  user_id integer NOT NULL REFERENCES users(id),
  file_name text NOT NULL,
  file_type text NOT NULL,
  status text NOT NULL,
  total_rows integer NOT NULL,
  success_rows integer NOT NULL,
  failed_rows integer NOT NULL,
  is_read boolean NOT NULL DEFAULT false,
  is_deleted boolean NOT NULL DEFAULT false,
  result_url text,
  created_at timestamptz NOT NULL
);
CREATE INDEX bulk_files_brand_idx ON bulk_files (brand_id, created_at DESC);
CREATE SEQUENCE bulk_files_id_seq START 1000000;

CREATE TABLE uploads (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id),
  file_name text NOT NULL,
  content_type text NOT NULL,
  size integer NOT NULL,
  content bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE menus (
  id integer PRIMARY KEY,
  tenant text NOT NULL,
  user_id integer REFERENCES users(id),
  parent_id integer REFERENCES menus(id),
  name text NOT NULL,
  path text NOT NULL,
  icon text NOT NULL,
  code text NOT NULL,
  sort_index integer NOT NULL,
  target text NOT NULL DEFAULT '_self',
  new_menu boolean NOT NULL DEFAULT false
);
CREATE INDEX menus_tenant_idx ON menus (tenant, sort_index);

CREATE TABLE permissions (
  user_id integer NOT NULL REFERENCES users(id),
  container text NOT NULL,
  codes jsonb NOT NULL,
  PRIMARY KEY (user_id, container)
);

-- tenant and container '*' mean every tenant / every container.
CREATE TABLE config_flags (
  key text NOT NULL,
  tenant text NOT NULL DEFAULT '*',
  container text NOT NULL DEFAULT '*',
  config_item text NOT NULL,
  value jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (key, tenant)
);

CREATE TABLE containers (
  container text PRIMARY KEY,
  config_version integer NOT NULL,
  menu_version integer NOT NULL,
  data jsonb NOT NULL
);

CREATE TABLE brand_metrics (
  brand_id integer PRIMARY KEY REFERENCES brands(id),
  fulfillment_score numeric NOT NULL,
  transaction_score numeric NOT NULL,
  penalty_points integer NOT NULL,
  performance jsonb NOT NULL,
  suspension jsonb NOT NULL
);

CREATE TABLE variant_stocks (
  variant_id integer NOT NULL REFERENCES variants(id),
  stockist_id integer NOT NULL REFERENCES brands(id),
  stock integer NOT NULL,
  PRIMARY KEY (variant_id, stockist_id)
);

CREATE TABLE penalties (
  id integer PRIMARY KEY,
  brand_id integer NOT NULL REFERENCES brands(id),
  reason text NOT NULL,
  point integer NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX penalties_brand_idx ON penalties (brand_id);

CREATE TABLE chat_rooms (
  id integer PRIMARY KEY,
  brand_id integer NOT NULL REFERENCES brands(id),
  channel text NOT NULL,
  title text NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE INDEX chat_rooms_brand_idx ON chat_rooms (brand_id);

CREATE TABLE chat_messages (
  id integer PRIMARY KEY,
  room_id integer NOT NULL REFERENCES chat_rooms(id),
  sender text NOT NULL,
  sender_name text NOT NULL,
  body text NOT NULL,
  is_read boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL
);
CREATE INDEX chat_messages_room_idx ON chat_messages (room_id, id);
CREATE SEQUENCE chat_messages_id_seq START 1000000;

CREATE TABLE analytics_events (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id),
  name text NOT NULL,
  brand_id integer,
  tenant text,
  path text,
  properties jsonb,
  occurred_at timestamptz NOT NULL
);

CREATE TABLE deeplinks (
  id serial PRIMARY KEY,
  code text NOT NULL UNIQUE,
  target_url text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE scam_reports (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id),
  phone text NOT NULL,
  note text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE videos (
  id integer PRIMARY KEY,
  video_id text NOT NULL,
  title text NOT NULL,
  thumbnail_url text NOT NULL,
  sort_index integer NOT NULL
);

CREATE TABLE places (
  id integer PRIMARY KEY,
  name text NOT NULL,
  address text NOT NULL,
  city text NOT NULL,
  province text NOT NULL,
  postal_code text NOT NULL,
  lat numeric NOT NULL,
  lng numeric NOT NULL
);
CREATE INDEX places_name_trgm_idx ON places USING gin (name gin_trgm_ops);

-- One text form for every timestamp the API returns, whichever driver reads it.
CREATE FUNCTION iso(t timestamptz) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT
  AS $$ SELECT to_char(t AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') $$;
