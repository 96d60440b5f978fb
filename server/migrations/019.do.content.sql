-- organisers' content: events' texts and the festival's identity as versions, hidden and new events
-- Issue 38 (docs/content.md). Every version of a content document (an event's texts, or the festival's identity when
-- event_id is null) is kept; the newest is the published one. events.content_version and content_summary repeat the
-- newest version's number and summary so that events/ stays one statement. festival holds the published identity (its
-- row is also the mark that the database was seeded: the seed runs once, on a fresh database). A deleted event's slug
-- is kept in retired_event_slugs, so it is never reused. Certificates keep the event's name and the festival's title
-- they were issued with (null edition: issued before this migration, under the specification's festival title).
ALTER TABLE events ADD COLUMN spec_event boolean NOT NULL DEFAULT false, ADD COLUMN hidden_at timestamptz,
  ADD COLUMN content_version integer, ADD COLUMN content_summary jsonb;
CREATE TABLE content_versions (
  id serial PRIMARY KEY,
  event_id integer REFERENCES events (id) ON DELETE CASCADE,
  version integer NOT NULL CHECK (version >= 1),
  content jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  created_by integer REFERENCES users (id) ON DELETE SET NULL,
  created_by_email text,
  restored_from integer
);
CREATE UNIQUE INDEX content_versions_document ON content_versions (coalesce(event_id, 0), version);
CREATE TABLE festival (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  version integer NOT NULL,
  content jsonb NOT NULL,
  published_at timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE retired_event_slugs (
  slug text PRIMARY KEY,
  retired_at timestamptz NOT NULL DEFAULT now()
);
ALTER TABLE certificates ADD COLUMN event_name text, ADD COLUMN edition text;
UPDATE certificates c SET event_name = e.name FROM events e WHERE e.id = c.event_id;
