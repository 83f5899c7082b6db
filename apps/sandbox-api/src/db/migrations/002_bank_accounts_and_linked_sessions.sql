-- Withdrawals are paid into the brand's registered account; a brand may have none yet.
ALTER TABLE brands ADD COLUMN bank_name text;
ALTER TABLE brands ADD COLUMN account_number text;
ALTER TABLE brands ADD COLUMN account_name text;

-- A tenant token is issued under a sign-in token; logging out revokes both.
ALTER TABLE sessions ADD COLUMN parent_token text;
CREATE INDEX sessions_parent_idx ON sessions (parent_token);

-- Config items belong to a container ('*' = every container).
CREATE INDEX config_flags_container_idx ON config_flags (container);
