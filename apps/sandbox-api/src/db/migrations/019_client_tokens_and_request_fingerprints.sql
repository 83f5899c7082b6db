-- A client-credentials token acts for a service, not a seller: it was stored as user 1, and every
-- check that read the session's user saw that seller. It now names its client and no user, and
-- the database refuses a session that is neither one nor the other.
ALTER TABLE sessions ALTER COLUMN user_id DROP NOT NULL;
ALTER TABLE sessions ADD COLUMN client_id text REFERENCES oauth_clients(client_id);
DELETE FROM sessions WHERE kind = 'client';
ALTER TABLE sessions ADD CONSTRAINT sessions_client_xor_user CHECK (
  (kind = 'client' AND user_id IS NULL AND client_id IS NOT NULL) OR
  (kind <> 'client' AND user_id IS NOT NULL AND client_id IS NULL)
);

-- An Idempotency-Key names one request: the fingerprint of its method, address and body is kept
-- with the key, so the same key with another body is refused instead of answered from the record.
ALTER TABLE idempotency_keys ADD COLUMN request_hash text;
