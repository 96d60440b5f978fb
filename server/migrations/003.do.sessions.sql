-- sessions: hashed tokens, several per user, last use
-- Security round (issue 16): sessions, throttling, individual events' team names.
ALTER TABLE api_tokens DROP CONSTRAINT api_tokens_user;
UPDATE api_tokens SET key = encode(sha256(convert_to(key, 'UTF8')), 'hex');
ALTER TABLE api_tokens RENAME COLUMN key TO key_hash;
ALTER TABLE api_tokens ADD COLUMN last_used_at timestamptz NOT NULL DEFAULT now();
CREATE INDEX api_tokens_user_id ON api_tokens (user_id);
