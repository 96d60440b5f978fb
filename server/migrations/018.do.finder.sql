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
