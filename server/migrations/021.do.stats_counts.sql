-- counts kept for the overview's charts (admin/stats/)
-- Issue 40 (docs/scale.md, "The overview's charts"): a first reading of admin/stats/ at 50,000 participants grouped
-- every team's members, every place by day and every member for "in a team" (over a second). The same statement-level
-- triggers that keep `admin_counts` and `event_counts` (migration 8) now also keep:
--
-- - `event_counts.full_teams`: teams of the event with `max_members` members or more (the team fill's "full"; the
--   rest of `event_counts.teams` have a free place), decided like `complete_teams` from the count after the statement
--   and its net change; a change of `max_members` recounts the event.
-- - `admin_counts.in_team`: accounts in at least one team (the funnel's last step for all events; for one event it is
--   `event_counts.participants`, one place per account and event).
-- - `entry_counts`: places taken per event and quarter of an hour of `joined_at` (UTC, from 2000-01-01), and
--   `signup_counts`: accounts per quarter of an hour of `created_at`. Every time zone's offset is a whole number of
--   quarter hours, so a festival day in any zone is a whole number of quarters. A place given up or an account deleted
--   is taken off its quarter, as the tables' rows are; `created_at` and `joined_at` are never updated, so the users'
--   update trigger does not look at them.
-- - `certificate_counts`: certificates per event, every row (a reader takes off the rows of publications under way,
--   found from the pending publications by `certificates_publication`, as the console's list does).
--
-- Locks, in the order every statement takes them: a membership change updates its event's `event_counts` row, then its
-- quarters' `entry_counts` rows, then (only when an account enters its first team or leaves its last) `admin_counts`;
-- an account's insert or delete updates `admin_counts`, then its quarter's `signup_counts` row. A team's creation
-- (teams, then team_members) takes them in the same order, so two of these never wait for each other in a circle.

ALTER TABLE event_counts ADD COLUMN full_teams integer NOT NULL DEFAULT 0;
ALTER TABLE admin_counts ADD COLUMN in_team integer NOT NULL DEFAULT 0;

CREATE FUNCTION stats_quarter(at timestamptz) RETURNS timestamptz LANGUAGE sql IMMUTABLE AS $$
  SELECT date_bin('15 minutes', at, timestamptz '2000-01-01 00:00:00+00')
$$;

CREATE TABLE entry_counts (
  event_id integer NOT NULL REFERENCES events (id) ON DELETE CASCADE,
  quarter timestamptz NOT NULL,
  entries integer NOT NULL DEFAULT 0,
  PRIMARY KEY (event_id, quarter)
);
CREATE INDEX entry_counts_quarter ON entry_counts (quarter);

CREATE TABLE signup_counts (
  quarter timestamptz PRIMARY KEY,
  signups integer NOT NULL DEFAULT 0
);

CREATE OR REPLACE FUNCTION event_counts_recount(target integer) RETURNS void LANGUAGE sql AS $$
  INSERT INTO event_counts (event_id, teams, complete_teams, full_teams, participants)
  SELECT e.id, count(t.id), count(t.id) FILTER (WHERE t.members >= e.min_members),
    count(t.id) FILTER (WHERE t.members >= e.max_members), coalesce(sum(t.members), 0)
  FROM events e LEFT JOIN (
    SELECT t.id, t.event_id, (SELECT count(*) FROM team_members m WHERE m.team_id = t.id) AS members FROM teams t
  ) t ON t.event_id = e.id
  WHERE target IS NULL OR e.id = target
  GROUP BY e.id
  ON CONFLICT (event_id) DO UPDATE SET teams = excluded.teams, complete_teams = excluded.complete_teams,
    full_teams = excluded.full_teams, participants = excluded.participants
$$;

CREATE OR REPLACE FUNCTION event_counts_members() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  team_ids int[]; event_ids int[]; nets int[];
  quarter_events int[]; quarters timestamptz[]; quarter_nets int[];
  user_ids int[]; user_nets int[];
  entered int;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(team_id), array_agg(event_id), array_agg(n) INTO team_ids, event_ids, nets
      FROM (SELECT team_id, event_id, count(*)::int AS n FROM new_rows GROUP BY team_id, event_id) d;
    SELECT array_agg(event_id), array_agg(quarter), array_agg(n) INTO quarter_events, quarters, quarter_nets
      FROM (SELECT event_id, stats_quarter(joined_at) AS quarter, count(*)::int AS n FROM new_rows GROUP BY 1, 2) d;
    SELECT array_agg(user_id), array_agg(n) INTO user_ids, user_nets
      FROM (SELECT user_id, count(*)::int AS n FROM new_rows GROUP BY user_id) d;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(team_id), array_agg(event_id), array_agg(n) INTO team_ids, event_ids, nets
      FROM (SELECT team_id, event_id, -count(*)::int AS n FROM old_rows GROUP BY team_id, event_id) d;
    SELECT array_agg(event_id), array_agg(quarter), array_agg(n) INTO quarter_events, quarters, quarter_nets
      FROM (SELECT event_id, stats_quarter(joined_at) AS quarter, -count(*)::int AS n FROM old_rows GROUP BY 1, 2) d;
    SELECT array_agg(user_id), array_agg(n) INTO user_ids, user_nets
      FROM (SELECT user_id, -count(*)::int AS n FROM old_rows GROUP BY user_id) d;
  ELSE
    SELECT array_agg(team_id), array_agg(event_id), array_agg(n) INTO team_ids, event_ids, nets
      FROM (SELECT team_id, event_id, sum(n)::int AS n FROM (
        SELECT team_id, event_id, 1 AS n FROM new_rows UNION ALL SELECT team_id, event_id, -1 FROM old_rows
      ) x GROUP BY team_id, event_id HAVING sum(n) <> 0) d;
    SELECT array_agg(event_id), array_agg(quarter), array_agg(n) INTO quarter_events, quarters, quarter_nets
      FROM (SELECT event_id, quarter, sum(n)::int AS n FROM (
        SELECT event_id, stats_quarter(joined_at) AS quarter, 1 AS n FROM new_rows
        UNION ALL SELECT event_id, stats_quarter(joined_at), -1 FROM old_rows
      ) x GROUP BY 1, 2 HAVING sum(n) <> 0) d;
    SELECT array_agg(user_id), array_agg(n) INTO user_ids, user_nets
      FROM (SELECT user_id, sum(n)::int AS n FROM (
        SELECT user_id, 1 AS n FROM new_rows UNION ALL SELECT user_id, -1 FROM old_rows
      ) x GROUP BY user_id HAVING sum(n) <> 0) d;
  END IF;
  IF team_ids IS NOT NULL THEN
    UPDATE event_counts c SET participants = c.participants + s.net, complete_teams = c.complete_teams + s.became,
      full_teams = c.full_teams + s.filled
    FROM (
      SELECT d.event_id, sum(d.net)::int AS net,
        (count(*) FILTER (WHERE d.after >= e.min_members AND d.after - d.net < e.min_members)
          - count(*) FILTER (WHERE d.after < e.min_members AND d.after - d.net >= e.min_members))::int AS became,
        (count(*) FILTER (WHERE d.after >= e.max_members AND d.after - d.net < e.max_members)
          - count(*) FILTER (WHERE d.after < e.max_members AND d.after - d.net >= e.max_members))::int AS filled
      FROM (
        SELECT u.team_id, u.event_id, u.net,
          (SELECT count(*) FROM team_members m WHERE m.team_id = u.team_id)::int AS after
        FROM unnest(team_ids, event_ids, nets) AS u (team_id, event_id, net)
      ) d JOIN events e ON e.id = d.event_id
      GROUP BY d.event_id
    ) s WHERE c.event_id = s.event_id;
  END IF;
  IF quarter_events IS NOT NULL THEN
    INSERT INTO entry_counts AS c (event_id, quarter, entries)
      SELECT event_id, quarter, n FROM unnest(quarter_events, quarters, quarter_nets) AS u (event_id, quarter, n)
      ORDER BY event_id, quarter
    ON CONFLICT (event_id, quarter) DO UPDATE SET entries = c.entries + excluded.entries;
  END IF;
  IF user_ids IS NOT NULL THEN
    -- An account enters its first team when it has places now and had none before the statement, and the reverse.
    SELECT (count(*) FILTER (WHERE d.places > 0 AND d.places - d.net = 0)
        - count(*) FILTER (WHERE d.places = 0 AND d.places - d.net > 0))::int
      INTO entered
      FROM (
        SELECT u.net, (SELECT count(*) FROM team_members m WHERE m.user_id = u.user_id)::int AS places
        FROM unnest(user_ids, user_nets) AS u (user_id, net)
      ) d;
    IF entered <> 0 THEN
      UPDATE admin_counts SET in_team = in_team + entered;
    END IF;
  END IF;
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION admin_counts_users() RETURNS trigger LANGUAGE plpgsql AS $$
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
  IF TG_OP = 'INSERT' THEN
    INSERT INTO signup_counts AS c (quarter, signups)
      SELECT stats_quarter(created_at), count(*)::int FROM new_rows GROUP BY 1 ORDER BY 1
    ON CONFLICT (quarter) DO UPDATE SET signups = c.signups + excluded.signups;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE signup_counts c SET signups = c.signups - gone.n
      FROM (SELECT stats_quarter(created_at) AS quarter, count(*)::int AS n FROM old_rows GROUP BY 1) gone
      WHERE c.quarter = gone.quarter;
  END IF;
  RETURN NULL;
END $$;

CREATE TABLE certificate_counts (
  event_id integer PRIMARY KEY REFERENCES events (id) ON DELETE CASCADE,
  certificates integer NOT NULL DEFAULT 0
);

CREATE FUNCTION certificate_counts_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO certificate_counts AS c (event_id, certificates)
      SELECT event_id, count(*)::int FROM new_rows GROUP BY event_id ORDER BY event_id
    ON CONFLICT (event_id) DO UPDATE SET certificates = c.certificates + excluded.certificates;
  ELSE
    UPDATE certificate_counts c SET certificates = c.certificates - gone.n
      FROM (SELECT event_id, count(*)::int AS n FROM old_rows GROUP BY event_id) gone WHERE c.event_id = gone.event_id;
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER certificates_count_insert AFTER INSERT ON certificates REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION certificate_counts_change();
CREATE TRIGGER certificates_count_delete AFTER DELETE ON certificates REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION certificate_counts_change();

DROP TRIGGER events_count_min_members ON events;
CREATE TRIGGER events_count_members_bounds AFTER UPDATE OF min_members, max_members ON events FOR EACH ROW
  WHEN (OLD.min_members IS DISTINCT FROM NEW.min_members OR OLD.max_members IS DISTINCT FROM NEW.max_members)
  EXECUTE FUNCTION event_counts_events();

-- The counts of what is there already.
SELECT event_counts_recount(NULL);
UPDATE admin_counts SET in_team = (SELECT count(DISTINCT user_id) FROM team_members);
INSERT INTO entry_counts (event_id, quarter, entries)
  SELECT event_id, stats_quarter(joined_at), count(*) FROM team_members GROUP BY 1, 2;
INSERT INTO signup_counts (quarter, signups) SELECT stats_quarter(created_at), count(*) FROM users GROUP BY 1;
INSERT INTO certificate_counts (event_id, certificates) SELECT event_id, count(*) FROM certificates GROUP BY 1;
