-- teammate finder: listings, requests, blocks, reports, organisers' bans, and its mail preference
-- Issue 39 (docs/API.md "Teammate finder"). A listing is open while nothing has ended it: the queries decide that from
-- the listing and the facts it depends on (its time, registration, its team, the owner's team), so nobody ever sees a
-- listing that should have ended; the sweep then writes the ending down (ended_at, ended_reason). At most one listing
-- not ended per person and event (finder_listings_open). A request waits until answered, withdrawn, ended or its time
-- is up. A request from a sender the owner blocked is kept `silenced`: its owner never sees it, its sender is not told.
CREATE TABLE finder_listings (
  id serial PRIMARY KEY,
  event_id integer NOT NULL REFERENCES events (id),
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('person', 'team')),
  team_id integer REFERENCES teams (id) ON DELETE SET NULL,
  note text NOT NULL DEFAULT '',
  skills text[] NOT NULL DEFAULT '{}',
  skills_other text NOT NULL DEFAULT '',
  show_institute boolean NOT NULL DEFAULT false,
  show_country boolean NOT NULL DEFAULT false,
  show_study_year boolean NOT NULL DEFAULT false,
  show_handles text[] NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now(),
  saved_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  ended_at timestamptz,
  ended_reason text,
  hidden_at timestamptz,
  hidden_by integer REFERENCES users (id) ON DELETE SET NULL,
  hidden_reason text,
  -- A team listing's team_id becomes null when its team is deleted (the listing has then ended).
  CHECK (kind = 'team' OR team_id IS NULL)
);
CREATE UNIQUE INDEX finder_listings_open ON finder_listings (event_id, user_id) WHERE ended_at IS NULL;
-- Browsing: an event's listings newest first, only those not ended or hidden.
CREATE INDEX finder_listings_browse ON finder_listings (event_id, created_at DESC, id DESC)
  WHERE ended_at IS NULL AND hidden_at IS NULL;
CREATE INDEX finder_listings_user ON finder_listings (user_id);
CREATE INDEX finder_listings_team ON finder_listings (team_id) WHERE team_id IS NOT NULL;

CREATE TABLE finder_requests (
  id serial PRIMARY KEY,
  listing_id integer NOT NULL REFERENCES finder_listings (id) ON DELETE CASCADE,
  event_id integer NOT NULL REFERENCES events (id),
  sender_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  message text NOT NULL DEFAULT '',
  show_institute boolean NOT NULL DEFAULT false,
  show_country boolean NOT NULL DEFAULT false,
  show_study_year boolean NOT NULL DEFAULT false,
  show_handles text[] NOT NULL DEFAULT '{}',
  status text NOT NULL DEFAULT 'pending'
    CHECK (status IN ('pending', 'accepted', 'declined', 'withdrawn', 'ended', 'expired')),
  ended_reason text,
  silenced boolean NOT NULL DEFAULT false,
  team_id integer REFERENCES teams (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  answered_at timestamptz
);
CREATE INDEX finder_requests_sender ON finder_requests (sender_id, event_id);
CREATE INDEX finder_requests_listing ON finder_requests (listing_id);
CREATE INDEX finder_requests_pending ON finder_requests (event_id) WHERE status = 'pending';
CREATE INDEX finder_requests_accepted ON finder_requests (event_id) WHERE status = 'accepted';
-- A team's answer: the members who formed it through the finder see each other's e-mail (repos/teams.ts).
CREATE INDEX finder_requests_team ON finder_requests (team_id) WHERE status = 'accepted';

CREATE TABLE finder_blocks (
  blocker_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  blocked_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (blocker_id, blocked_id)
);

CREATE TABLE finder_bans (
  user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  reason text NOT NULL DEFAULT '',
  banned_by integer REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE finder_reports (
  id serial PRIMARY KEY,
  reporter_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  listing_id integer NOT NULL REFERENCES finder_listings (id) ON DELETE CASCADE,
  request_id integer REFERENCES finder_requests (id) ON DELETE CASCADE,
  reason text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  closed_at timestamptz,
  closed_by integer REFERENCES users (id) ON DELETE SET NULL,
  outcome text CHECK (outcome IN ('hidden', 'banned', 'dismissed'))
);
-- A participant's second report of the same listing or request while the first is open adds nothing.
CREATE UNIQUE INDEX finder_reports_once ON finder_reports (reporter_id, listing_id, coalesce(request_id, 0))
  WHERE closed_at IS NULL;
CREATE INDEX finder_reports_open ON finder_reports (id) WHERE closed_at IS NULL;

ALTER TABLE users ADD COLUMN notify_finder boolean NOT NULL DEFAULT true;

-- The browse's institute filter (any part of the name, any case) finds its few owners through trigrams, as the
-- console's searches do (migration 8 installed pg_trgm).
DO $$
DECLARE ops text := (SELECT quote_ident(n.nspname) || '.gin_trgm_ops' FROM pg_extension x
  JOIN pg_namespace n ON n.oid = x.extnamespace WHERE x.extname = 'pg_trgm');
BEGIN
  EXECUTE format('CREATE INDEX users_institute_trgm ON users USING gin (institute_name %s)', ops);
END $$;

-- A team change ends the listings it concerns, in the same statement, whichever path makes it (a join by access
-- code, an acceptance, an organiser's removal): a person now in a team ('joined_team'), a listed team now full
-- ('team_full'), a listed team its owner left ('left_event'; deleting a team removes its members first). Listings
-- hidden by an organiser stay as they are.
CREATE FUNCTION finder_listings_on_members() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE finder_listings l SET ended_at = now(), ended_reason = 'joined_team'
      FROM new_rows n
      WHERE l.user_id = n.user_id AND l.event_id = n.event_id AND l.kind = 'person'
        AND l.ended_at IS NULL AND l.hidden_at IS NULL;
    UPDATE finder_listings l SET ended_at = now(), ended_reason = 'team_full'
      FROM (SELECT DISTINCT team_id, event_id FROM new_rows) n JOIN events e ON e.id = n.event_id
      WHERE l.team_id = n.team_id AND l.kind = 'team' AND l.ended_at IS NULL AND l.hidden_at IS NULL
        AND (SELECT count(*) FROM team_members m WHERE m.team_id = n.team_id) >= e.max_members;
  ELSE
    UPDATE finder_listings l SET ended_at = now(), ended_reason = 'left_event'
      FROM old_rows o
      WHERE l.team_id = o.team_id AND l.user_id = o.user_id AND l.kind = 'team'
        AND l.ended_at IS NULL AND l.hidden_at IS NULL;
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER team_members_finder_insert AFTER INSERT ON team_members REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION finder_listings_on_members();
CREATE TRIGGER team_members_finder_delete AFTER DELETE ON team_members REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION finder_listings_on_members();

-- A team deleted (its creator left it): its listing ends before the team's id is cleared from it.
CREATE FUNCTION finder_listings_on_team_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE finder_listings SET ended_at = now(), ended_reason = 'left_event'
    WHERE team_id = OLD.id AND ended_at IS NULL AND hidden_at IS NULL;
  RETURN OLD;
END $$;
CREATE TRIGGER teams_finder_delete BEFORE DELETE ON teams FOR EACH ROW EXECUTE FUNCTION finder_listings_on_team_delete();
