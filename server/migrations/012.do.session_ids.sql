-- session ids and browsers of API tokens
-- Sessions end with the identity (issue 30 item 3): each token gets an id the profile can name and end, and the
-- browser it was issued to. Names lose the bidirectional controls the API removes on input (item 6); team names
-- keep theirs (removing them could make two names equal) and are isolated where shown. U&'\202A' is U+202A.
ALTER TABLE api_tokens ADD COLUMN id uuid NOT NULL DEFAULT gen_random_uuid();
ALTER TABLE api_tokens ADD CONSTRAINT api_tokens_id UNIQUE (id);
ALTER TABLE api_tokens ADD COLUMN user_agent text NOT NULL DEFAULT '';
UPDATE users SET name = regexp_replace(name, U&'[\202A-\202E\2066-\2069]', '', 'g'),
  institute_name = regexp_replace(institute_name, U&'[\202A-\202E\2066-\2069]', '', 'g'),
  degree = regexp_replace(degree, U&'[\202A-\202E\2066-\2069]', '', 'g'),
  branch = regexp_replace(branch, U&'[\202A-\202E\2066-\2069]', '', 'g')
  WHERE concat(name, institute_name, degree, branch) ~ U&'[\202A-\202E\2066-\2069]';
UPDATE campus_ambassadors SET name = regexp_replace(name, U&'[\202A-\202E\2066-\2069]', '', 'g'),
  institute_name = regexp_replace(institute_name, U&'[\202A-\202E\2066-\2069]', '', 'g')
  WHERE concat(name, institute_name) ~ U&'[\202A-\202E\2066-\2069]';
UPDATE certificates SET holder_name = regexp_replace(holder_name, U&'[\202A-\202E\2066-\2069]', '', 'g')
  WHERE holder_name ~ U&'[\202A-\202E\2066-\2069]';
