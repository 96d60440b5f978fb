-- results amendments, certificates revoked by a correction, leaderboard matching indexes
-- Results uploads (issues 24, 28, 29): amendments after publication, leaderboards matched by e-mail or handle.
ALTER TABLE event_results ADD COLUMN corrected_at timestamptz;
ALTER TABLE event_results ADD COLUMN amendment_saved_at timestamptz;
CREATE TABLE result_amendment_entries (
  event_id integer NOT NULL REFERENCES event_results (event_id) ON DELETE CASCADE,
  team_id integer NOT NULL,
  rank integer CHECK (rank >= 1),
  PRIMARY KEY (event_id, team_id),
  FOREIGN KEY (team_id, event_id) REFERENCES teams (id, event_id) ON DELETE CASCADE
);
ALTER TABLE certificates ADD COLUMN revoked_by_correction boolean NOT NULL DEFAULT false;
DROP INDEX certificates_user_event_kind;
CREATE UNIQUE INDEX certificates_user_event_kind ON certificates (user_id, event_id, kind)
  WHERE from_results AND NOT revoked_by_correction;
CREATE INDEX leaderboard_users_email ON users (lower(btrim(email)));
CREATE INDEX leaderboard_handles_codeforces ON handles (lower(ltrim(btrim(codeforces), '@')));
CREATE INDEX leaderboard_handles_codechef ON handles (lower(ltrim(btrim(codechef), '@')));
CREATE INDEX leaderboard_handles_hackerrank ON handles (lower(ltrim(btrim(hackerrank), '@')));
CREATE INDEX leaderboard_handles_hackerearth ON handles (lower(ltrim(btrim(hackerearth), '@')));
CREATE INDEX leaderboard_handles_analyticsvidya ON handles (lower(ltrim(btrim(analyticsvidya), '@')));
CREATE INDEX leaderboard_handles_topcoder ON handles (lower(ltrim(btrim(topcoder), '@')));
CREATE INDEX leaderboard_handles_dev_folio ON handles (lower(ltrim(btrim(dev_folio), '@')));
