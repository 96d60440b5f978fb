-- certificate indexes that also hold publication_id
-- Every read of certificates hides the rows of a publication still under way (settledSql in
-- server/src/repos/publications.ts), so it reads publication_id. The console's list walks these indexes in order
-- (newest first, by event) and skips to a page: with publication_id in the index the walk stays an index-only scan
-- instead of visiting every skipped row in the table (docs/scale.md, "Publications and the certificate indexes").
DROP INDEX certificates_issued;
CREATE INDEX certificates_issued ON certificates (issued_at DESC, id) INCLUDE (publication_id);
DROP INDEX certificates_event_issued;
CREATE INDEX certificates_event_issued ON certificates (event_id, issued_at DESC, id) INCLUDE (publication_id);
DROP INDEX certificates_event;
CREATE INDEX certificates_event ON certificates (event_id) INCLUDE (publication_id);
