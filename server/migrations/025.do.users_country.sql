-- users' country, indexed for the teammate finder's country filter
-- The filter is a probe of each listing's owner (EXISTS ... users.country = $n). Without an index PostgreSQL read all
-- users to find one country's (28 ms of a 28 ms count at 50,000 participants); with it, it reads only theirs (8 ms).
-- docs/scale.md, "The teammate finder's pages".
CREATE INDEX users_country ON users (country);
