-- trigram search, list indexes, counts kept by triggers
-- Issue 24 (docs/scale.md): what keeps the organiser side flat at 50,000 participants.
--
-- - Trigram indexes (pg_trgm) behind the console's case-insensitive substring searches on names, e-mails and team
--   names. The extension goes to `public` when it is not installed yet (so test schemas share it), and the indexes name
--   the operator class in whichever schema the extension lives.
-- - B-tree indexes for the lists' orders (teams by event then id, certificates newest first, by event too) and for a
--   participant's own certificates (by holder).
-- - Counts kept by statement-level triggers with transition tables (one UPDATE per statement, bulk loads included):
--   `admin_counts` (one row: participants, verified, complete profiles) and `event_counts` (one row per event: teams,
--   teams that reached their minimum size, members). A team's completeness is decided from its member count after the
--   statement and the statement's net change, so a cascade that deletes a whole team counts right.
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    CREATE EXTENSION pg_trgm WITH SCHEMA public;
  END IF;
END $$;

DO $$
DECLARE ops text := (SELECT quote_ident(n.nspname) || '.gin_trgm_ops' FROM pg_extension x
  JOIN pg_namespace n ON n.oid = x.extnamespace WHERE x.extname = 'pg_trgm');
BEGIN
  EXECUTE format('CREATE INDEX users_name_trgm ON users USING gin (name %s)', ops);
  EXECUTE format('CREATE INDEX users_email_trgm ON users USING gin (email %s)', ops);
  EXECUTE format('CREATE INDEX teams_name_trgm ON teams USING gin (name %s)', ops);
  EXECUTE format('CREATE INDEX certificates_holder_name_trgm ON certificates USING gin (holder_name %s)', ops);
END $$;

CREATE INDEX teams_event_id ON teams (event_id, id);
CREATE INDEX certificates_user ON certificates (user_id);
CREATE INDEX certificates_issued ON certificates (issued_at DESC, id);
CREATE INDEX certificates_event_issued ON certificates (event_id, issued_at DESC, id);

CREATE TABLE admin_counts (
  id integer PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  participants integer NOT NULL DEFAULT 0,
  verified integer NOT NULL DEFAULT 0,
  complete_profiles integer NOT NULL DEFAULT 0
);
INSERT INTO admin_counts (id, participants, verified, complete_profiles)
  SELECT 1, count(*), count(*) FILTER (WHERE is_verified), count(*) FILTER (WHERE is_profile_complete) FROM users;

CREATE TABLE event_counts (
  event_id integer PRIMARY KEY REFERENCES events (id) ON DELETE CASCADE,
  teams integer NOT NULL DEFAULT 0,
  complete_teams integer NOT NULL DEFAULT 0,
  participants integer NOT NULL DEFAULT 0
);

CREATE FUNCTION event_counts_recount(target integer) RETURNS void LANGUAGE sql AS $$
  INSERT INTO event_counts (event_id, teams, complete_teams, participants)
  SELECT e.id, count(t.id), count(t.id) FILTER (WHERE t.members >= e.min_members), coalesce(sum(t.members), 0)
  FROM events e LEFT JOIN (
    SELECT t.id, t.event_id, (SELECT count(*) FROM team_members m WHERE m.team_id = t.id) AS members FROM teams t
  ) t ON t.event_id = e.id
  WHERE target IS NULL OR e.id = target
  GROUP BY e.id
  ON CONFLICT (event_id) DO UPDATE SET teams = excluded.teams, complete_teams = excluded.complete_teams,
    participants = excluded.participants
$$;
SELECT event_counts_recount(NULL);

CREATE FUNCTION admin_counts_users() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE d record;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT count(*) AS n, count(*) FILTER (WHERE is_verified) AS v, count(*) FILTER (WHERE is_profile_complete) AS p
      INTO d FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT -count(*) AS n, -count(*) FILTER (WHERE is_verified) AS v, -count(*) FILTER (WHERE is_profile_complete) AS p
      INTO d FROM old_rows;
  ELSE
    SELECT 0 AS n,
      (SELECT count(*) FILTER (WHERE is_verified) FROM new_rows) - (SELECT count(*) FILTER (WHERE is_verified) FROM old_rows) AS v,
      (SELECT count(*) FILTER (WHERE is_profile_complete) FROM new_rows)
        - (SELECT count(*) FILTER (WHERE is_profile_complete) FROM old_rows) AS p
      INTO d;
  END IF;
  IF d.n <> 0 OR d.v <> 0 OR d.p <> 0 THEN
    UPDATE admin_counts SET participants = participants + d.n, verified = verified + d.v,
      complete_profiles = complete_profiles + d.p;
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER users_count_insert AFTER INSERT ON users REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION admin_counts_users();
CREATE TRIGGER users_count_update AFTER UPDATE ON users REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION admin_counts_users();
CREATE TRIGGER users_count_delete AFTER DELETE ON users REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION admin_counts_users();

CREATE FUNCTION event_counts_teams() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE event_counts c SET teams = c.teams + d.n
      FROM (SELECT event_id, count(*)::int AS n FROM new_rows GROUP BY event_id) d WHERE c.event_id = d.event_id;
  ELSE
    UPDATE event_counts c SET teams = c.teams - d.n
      FROM (SELECT event_id, count(*)::int AS n FROM old_rows GROUP BY event_id) d WHERE c.event_id = d.event_id;
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER teams_count_insert AFTER INSERT ON teams REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION event_counts_teams();
CREATE TRIGGER teams_count_delete AFTER DELETE ON teams REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION event_counts_teams();

CREATE FUNCTION event_counts_members() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE team_ids int[]; event_ids int[]; nets int[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(team_id), array_agg(event_id), array_agg(n) INTO team_ids, event_ids, nets
      FROM (SELECT team_id, event_id, count(*)::int AS n FROM new_rows GROUP BY team_id, event_id) d;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(team_id), array_agg(event_id), array_agg(n) INTO team_ids, event_ids, nets
      FROM (SELECT team_id, event_id, -count(*)::int AS n FROM old_rows GROUP BY team_id, event_id) d;
  ELSE
    SELECT array_agg(team_id), array_agg(event_id), array_agg(n) INTO team_ids, event_ids, nets
      FROM (SELECT team_id, event_id, sum(n)::int AS n FROM (
        SELECT team_id, event_id, 1 AS n FROM new_rows UNION ALL SELECT team_id, event_id, -1 FROM old_rows
      ) x GROUP BY team_id, event_id HAVING sum(n) <> 0) d;
  END IF;
  IF team_ids IS NULL THEN
    RETURN NULL;
  END IF;
  UPDATE event_counts c SET participants = c.participants + s.net, complete_teams = c.complete_teams + s.became
  FROM (
    SELECT d.event_id, sum(d.net)::int AS net,
      (count(*) FILTER (WHERE d.after >= e.min_members AND d.after - d.net < e.min_members)
        - count(*) FILTER (WHERE d.after < e.min_members AND d.after - d.net >= e.min_members))::int AS became
    FROM (
      SELECT u.team_id, u.event_id, u.net,
        (SELECT count(*) FROM team_members m WHERE m.team_id = u.team_id)::int AS after
      FROM unnest(team_ids, event_ids, nets) AS u (team_id, event_id, net)
    ) d JOIN events e ON e.id = d.event_id
    GROUP BY d.event_id
  ) s WHERE c.event_id = s.event_id;
  RETURN NULL;
END $$;
CREATE TRIGGER team_members_count_insert AFTER INSERT ON team_members REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION event_counts_members();
CREATE TRIGGER team_members_count_update AFTER UPDATE ON team_members
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION event_counts_members();
CREATE TRIGGER team_members_count_delete AFTER DELETE ON team_members REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION event_counts_members();

CREATE FUNCTION event_counts_events() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM event_counts_recount(NEW.id);
  RETURN NULL;
END $$;
CREATE TRIGGER events_count_insert AFTER INSERT ON events FOR EACH ROW EXECUTE FUNCTION event_counts_events();
CREATE TRIGGER events_count_min_members AFTER UPDATE OF min_members ON events FOR EACH ROW
  WHEN (OLD.min_members IS DISTINCT FROM NEW.min_members) EXECUTE FUNCTION event_counts_events();
