-- publications in batches: certificates issued in short transactions, shown only once their publication is done
-- A publication of results (or of an amendment) issues its certificates in batches, each a short transaction of its
-- own, so PGlite's single connection is never held for seconds. Each row it inserts carries its publication's id;
-- every read of certificates shows a row only when it has no publication id or its publication is done (the predicate
-- is written once: settledSql in server/src/repos/publications.ts). The publication becomes done in one short final
-- transaction (with published_at, the revocations of an amendment and the audit entry); the results mails then go to
-- the outbox in batches, the cursor `mails_after` advanced in the same transaction as each batch (exactly once).
-- A publication whose process died (no heartbeat for a while) is abandoned: the next attempt deletes its rows.
CREATE TABLE publications (
  id serial PRIMARY KEY,
  event_id integer NOT NULL REFERENCES events (id),
  kind text NOT NULL CHECK (kind IN ('publish', 'correct')),
  started_at timestamptz NOT NULL DEFAULT now(),
  heartbeat_at timestamptz NOT NULL DEFAULT now(),
  -- event_results.updated_at when it started: results saved meanwhile make the final step refuse
  results_updated_at timestamptz,
  -- certificates the ranking made due (summed over the batches)
  due integer NOT NULL DEFAULT 0,
  done_at timestamptz,
  -- the results mails: queued for holders with user ids up to mails_after; true once all are queued (or none go)
  mails_after integer NOT NULL DEFAULT 0,
  mails_queued boolean NOT NULL DEFAULT false
);
CREATE INDEX publications_pending ON publications (event_id) WHERE done_at IS NULL;
CREATE INDEX publications_mails ON publications (id) WHERE done_at IS NOT NULL AND NOT mails_queued;
ALTER TABLE certificates ADD COLUMN publication_id integer REFERENCES publications (id) ON DELETE CASCADE;
CREATE INDEX certificates_publication ON certificates (publication_id, user_id) WHERE publication_id IS NOT NULL;
