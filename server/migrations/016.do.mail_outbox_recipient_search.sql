-- search the console's Mail list by recipient
-- The console's Mail view (admin/outbox/) searches the outbox by part of the recipient's address, any case. Without
-- an index that reads every row (about 50 ms for the count and as much again for the page at 100,000 rows); the
-- trigram index serves it in a few ms (docs/scale.md). It costs about 0.2 s more when an announcement queues 50,000
-- messages. pg_trgm exists since migration 8; the operator class is named in whichever schema it lives.
DO $$
DECLARE ops text := (SELECT quote_ident(n.nspname) || '.gin_trgm_ops' FROM pg_extension x
  JOIN pg_namespace n ON n.oid = x.extnamespace WHERE x.extname = 'pg_trgm');
BEGIN
  EXECUTE format('CREATE INDEX mail_outbox_recipient_trgm ON mail_outbox USING gin (recipient %s)', ops);
END $$;
