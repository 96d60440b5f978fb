-- team names unique per event only in team events
ALTER TABLE teams ADD COLUMN is_individual boolean NOT NULL DEFAULT false;
UPDATE teams SET is_individual = true FROM events WHERE events.id = teams.event_id AND events.max_members = 1;
DROP INDEX teams_event_name;
CREATE UNIQUE INDEX teams_event_name ON teams (event_id, lower(name)) WHERE NOT is_individual;
