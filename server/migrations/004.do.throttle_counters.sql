-- throttle counters shared by every API process
CREATE TABLE throttle_counters (
  key text PRIMARY KEY,
  window_start timestamptz NOT NULL,
  count integer NOT NULL
);
