-- audit log by action
-- Issue 28: the console's audit log filtered by action, newest first.
CREATE INDEX audit_log_action_id ON audit_log (action, id DESC);
