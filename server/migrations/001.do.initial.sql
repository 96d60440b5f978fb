-- initial schema
-- The rules that must hold under concurrency live here as constraints: one team per user per event
-- (team_members_user_event), team names unique per team event ignoring case (teams_event_name), unique access and
-- referral codes, one account per identity-provider uid.
CREATE TABLE users (
  id serial PRIMARY KEY,
  uid text NOT NULL CONSTRAINT users_uid UNIQUE,
  email text NOT NULL DEFAULT '',
  provider text NOT NULL DEFAULT '',
  is_verified boolean NOT NULL DEFAULT false,
  name text NOT NULL DEFAULT '',
  institute_name text NOT NULL DEFAULT '',
  study_year integer,
  degree text NOT NULL DEFAULT '',
  branch text NOT NULL DEFAULT '',
  country text NOT NULL DEFAULT '',
  institute_type integer CHECK (institute_type BETWEEN 0 AND 2),
  phone text NOT NULL DEFAULT '',
  gender integer CHECK (gender BETWEEN 0 AND 2),
  is_profile_complete boolean NOT NULL DEFAULT false,
  referral_code text NOT NULL CONSTRAINT users_referral_code UNIQUE,
  referred_by integer REFERENCES users (id) ON DELETE SET NULL,
  referral_counted boolean NOT NULL DEFAULT false,
  referral_count integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE api_tokens (
  key text PRIMARY KEY,
  user_id integer NOT NULL CONSTRAINT api_tokens_user UNIQUE REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE handles (
  user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  codeforces text, codechef text, hackerrank text, hackerearth text,
  analyticsvidya text, topcoder text, dev_folio text
);
CREATE TABLE events (
  id serial PRIMARY KEY,
  name text NOT NULL,
  slug text NOT NULL CONSTRAINT events_slug UNIQUE,
  is_registration_on boolean NOT NULL DEFAULT true,
  min_members integer NOT NULL CHECK (min_members >= 1),
  max_members integer NOT NULL CHECK (max_members >= min_members)
);
CREATE TABLE teams (
  id serial PRIMARY KEY,
  event_id integer NOT NULL REFERENCES events (id),
  name text NOT NULL CHECK (length(name) >= 2),
  access_code text NOT NULL CONSTRAINT teams_access_code UNIQUE CHECK (length(access_code) >= 7),
  creator_id integer NOT NULL REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT teams_id_event UNIQUE (id, event_id)
);
CREATE UNIQUE INDEX teams_event_name ON teams (event_id, lower(name));
CREATE TABLE team_members (
  team_id integer NOT NULL,
  event_id integer NOT NULL,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  joined_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (team_id, user_id),
  CONSTRAINT team_members_user_event UNIQUE (user_id, event_id),
  FOREIGN KEY (team_id, event_id) REFERENCES teams (id, event_id) ON DELETE CASCADE
);
CREATE TABLE campus_ambassadors (
  id serial PRIMARY KEY,
  caid text NOT NULL CONSTRAINT campus_ambassadors_caid UNIQUE,
  name text NOT NULL,
  institute_name text NOT NULL,
  points integer NOT NULL DEFAULT 0,
  last_updated timestamptz NOT NULL DEFAULT now()
);
