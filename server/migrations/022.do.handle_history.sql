-- handle history: each platform handle with the time it was valid
-- Issue 37: from an event's registration close, its leaderboard imports match the handles participants gave at that
-- close, not what they write later. `handles` stays the current row per user (the profile, the finder and imports of
-- events still open read it); handle_history keeps every value a handle took, valid from `valid_from` until
-- `valid_to` (null: still in force), written by the database in the statement that changes `handles`, whichever path
-- makes it. A cleared handle only ends its row. Handles given before this migration are backfilled as valid since
-- their owner's account was made (their earlier changes were never recorded), so imports for events closed before it
-- match as they did.
CREATE TABLE handle_history (
  id bigserial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  platform text NOT NULL CHECK (platform IN ('codeforces', 'codechef', 'hackerrank', 'hackerearth', 'analyticsvidya',
    'topcoder', 'dev_folio')),
  handle text NOT NULL,
  valid_from timestamptz NOT NULL DEFAULT now(),
  valid_to timestamptz,
  CHECK (valid_to IS NULL OR valid_to >= valid_from)
);
-- One handle in force per user and platform; the trigger finds it here to end it.
CREATE UNIQUE INDEX handle_history_open ON handle_history (user_id, platform) WHERE valid_to IS NULL;
-- A leaderboard's keys as of a time: the key as imports normalise it (repos/results.ts), then the time it began.
CREATE INDEX handle_history_key ON handle_history (platform, lower(ltrim(btrim(handle), '@')), valid_from);

INSERT INTO handle_history (user_id, platform, handle, valid_from)
SELECT h.user_id, c.platform, c.handle, u.created_at
FROM handles h JOIN users u ON u.id = h.user_id
CROSS JOIN LATERAL (VALUES ('codeforces', h.codeforces), ('codechef', h.codechef), ('hackerrank', h.hackerrank),
  ('hackerearth', h.hackerearth), ('analyticsvidya', h.analyticsvidya), ('topcoder', h.topcoder),
  ('dev_folio', h.dev_folio)) c (platform, handle)
WHERE c.handle IS NOT NULL;


-- A row of handles as one row per platform (its seven columns in a fixed order).
CREATE FUNCTION handle_platforms(codeforces text, codechef text, hackerrank text, hackerearth text,
  analyticsvidya text, topcoder text, dev_folio text) RETURNS TABLE (platform text, handle text)
LANGUAGE sql IMMUTABLE AS $$
  VALUES ('codeforces', codeforces), ('codechef', codechef), ('hackerrank', hackerrank), ('hackerearth', hackerearth),
    ('analyticsvidya', analyticsvidya), ('topcoder', topcoder), ('dev_folio', dev_folio)
$$;

-- Every handle a statement set, changed or cleared: the old value's row ends now, the new value's begins now. A
-- row of handles inserted anew (after its deletion by hand) ends whatever was still in force for its user.
CREATE FUNCTION handle_history_on_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE handle_history h SET valid_to = now() FROM new_rows n WHERE h.user_id = n.user_id AND h.valid_to IS NULL;
  INSERT INTO handle_history (user_id, platform, handle, valid_from)
    SELECT n.user_id, p.platform, p.handle, now() FROM new_rows n
    CROSS JOIN LATERAL handle_platforms(n.codeforces, n.codechef, n.hackerrank, n.hackerearth, n.analyticsvidya,
      n.topcoder, n.dev_folio) p
    WHERE p.handle IS NOT NULL;
  RETURN NULL;
END $$;
CREATE FUNCTION handle_history_on_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE handle_history h SET valid_to = now()
    FROM new_rows n JOIN old_rows o ON o.user_id = n.user_id
    CROSS JOIN LATERAL handle_platforms(n.codeforces, n.codechef, n.hackerrank, n.hackerearth, n.analyticsvidya,
      n.topcoder, n.dev_folio) a
    JOIN LATERAL handle_platforms(o.codeforces, o.codechef, o.hackerrank, o.hackerearth, o.analyticsvidya,
      o.topcoder, o.dev_folio) b ON b.platform = a.platform
    WHERE a.handle IS DISTINCT FROM b.handle
      AND h.user_id = n.user_id AND h.platform = a.platform AND h.valid_to IS NULL;
  INSERT INTO handle_history (user_id, platform, handle, valid_from)
    SELECT n.user_id, a.platform, a.handle, now()
    FROM new_rows n JOIN old_rows o ON o.user_id = n.user_id
    CROSS JOIN LATERAL handle_platforms(n.codeforces, n.codechef, n.hackerrank, n.hackerearth, n.analyticsvidya,
      n.topcoder, n.dev_folio) a
    JOIN LATERAL handle_platforms(o.codeforces, o.codechef, o.hackerrank, o.hackerearth, o.analyticsvidya,
      o.topcoder, o.dev_folio) b ON b.platform = a.platform
    WHERE a.handle IS DISTINCT FROM b.handle AND a.handle IS NOT NULL;
  RETURN NULL;
END $$;
CREATE TRIGGER handles_history_insert AFTER INSERT ON handles REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION handle_history_on_insert();
CREATE TRIGGER handles_history_update AFTER UPDATE ON handles REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION handle_history_on_update();
