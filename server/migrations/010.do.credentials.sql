-- certificate credentials and status list indexes
-- Open Badges 3.0 credentials (issue 29): each certificate's bit in the revocation status lists, taken from a
-- sequence when the certificate is issued (existing ones get theirs now), and the signed credential, stored on its
-- first fetch.
CREATE SEQUENCE certificate_status_index AS integer MINVALUE 0 START WITH 0;
ALTER TABLE certificates ADD COLUMN status_index integer NOT NULL DEFAULT nextval('certificate_status_index');
ALTER SEQUENCE certificate_status_index OWNED BY certificates.status_index;
ALTER TABLE certificates ADD COLUMN credential jsonb;
CREATE UNIQUE INDEX certificates_status_index ON certificates (status_index);
