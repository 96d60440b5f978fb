/**
 * A festival at scale, seeded in SQL (generate_series: seconds, not minutes) for `npm run bench:scale` and the tests
 * that need volume. On a migrated database with the seven events, `participants` users (verified, complete profiles,
 * `scale-<n>@example.org`), in every team event `participants / 2` two-member teams (users 2i-1 and 2i), in every
 * individual event one team each, and a participation certificate for everyone in every team event (4 x participants).
 * Names come from small lists with the user's number, so a search for one participant's name finds one person.
 * Runs once per database: the users' uids (`scale-<n>`) are unique.
 */
export function scaleSeedStatements(participants: number): string[] {
  const n = Math.max(2, Math.floor(participants / 2) * 2);
  const pairs = n / 2;
  return [
    `INSERT INTO users (uid, email, provider, is_verified, name, institute_name, study_year, degree, branch, country,
       institute_type, phone, gender, is_profile_complete, referral_code)
     SELECT 'scale-' || i, 'scale' || i || '@example.org', 'password', true,
       (ARRAY['Asha','Ravi','Meera','Karan','Divya','Arjun','Nisha','Vikram','Leela','Sanjay'])[i % 10 + 1] || ' ' ||
       (ARRAY['Iyer','Khan','Das','Rao','Gupta','Nair','Singh','Bose','Menon','Shah'])[(i / 10) % 10 + 1] || ' ' || i,
       'Scale Institute ' || (i % 97), (i % 4) + 1, 'B.Tech', 'Computer Science', 'IN', 1,
       '+91' || lpad(i::text, 10, '0'), i % 3, true, 'SC' || lpad(to_hex(i), 8, '0')
     FROM generate_series(1, ${n}) AS i`,
    `CREATE TEMP TABLE scale_users ON COMMIT DROP AS
       SELECT id, substr(uid, 7)::int AS i, name FROM users WHERE uid LIKE 'scale-%'`,
    // A temporary table has no statistics until analysed: without them the joins below plan as nested loops.
    "ANALYZE scale_users",
    `INSERT INTO teams (event_id, name, access_code, creator_id, is_individual)
     SELECT e.id, 'Team ' || e.slug || ' ' || p, 'T' || lpad(e.id::text, 2, '0') || lpad(p::text, 8, '0'), u.id, false
     FROM events e CROSS JOIN generate_series(1, ${pairs}) AS p JOIN scale_users u ON u.i = 2 * p - 1
     WHERE e.max_members >= 2`,
    `INSERT INTO teams (event_id, name, access_code, creator_id, is_individual)
     SELECT e.id, u.name, 'S' || lpad(e.id::text, 2, '0') || lpad(u.i::text, 8, '0'), u.id, true
     FROM events e CROSS JOIN scale_users u WHERE e.max_members = 1`,
    `INSERT INTO team_members (team_id, event_id, user_id)
     SELECT t.id, t.event_id, u.id FROM teams t CROSS JOIN (VALUES (1), (0)) AS k (o)
     JOIN scale_users u ON u.i = substr(t.access_code, 4)::int * 2 - k.o
     WHERE t.access_code LIKE 'T%' AND t.creator_id IN (SELECT id FROM scale_users)`,
    `INSERT INTO team_members (team_id, event_id, user_id)
     SELECT t.id, t.event_id, t.creator_id FROM teams t WHERE t.access_code LIKE 'S%'
       AND t.creator_id IN (SELECT id FROM scale_users)`,
    `INSERT INTO certificates (id, user_id, event_id, kind, holder_name, issued_at)
     SELECT md5(e.id || '-' || u.id), u.id, e.id, 'participation', u.name,
       timestamptz '2020-11-22 12:00:00Z' + (u.i || ' seconds')::interval
     FROM events e CROSS JOIN scale_users u WHERE e.max_members >= 2`,
  ];
}

/** Runs the seed in one transaction. */
export async function seedScale(
  db: { transaction<T>(work: (tx: { query(sql: string): Promise<unknown> }) => Promise<T>): Promise<T> },
  participants: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    for (const statement of scaleSeedStatements(participants)) await tx.query(statement);
  });
}

const FINDER_SKILL_KEYS = `ARRAY['algorithms','mathematics','python','cpp','java','javascript','web','security','cryptography',
  'reverse-engineering','networks','linux','machine-learning','deep-learning','data-analysis','statistics','nlp',
  'linguistics','computer-vision','image-processing']`;

/**
 * The teammate finder at scale, on a database `scaleSeedStatements` filled (the same numbering): in `ctf`, the first
 * 1.2 x `listings` participants lose their team (their teams are deleted); 80 % of `listings` list themselves, the
 * other 20 % make a one-member team and list it; the next 20 % have a listing 6 days past its end that no sweep has
 * written down yet. Listings spread over the last 13 days, 1 to 5 skills each, institute shown by 7 in 10, country by 8
 * in 10 (countries varied), and a pending request from each of the first 30 % to the listing 30 % further on.
 */
export function finderSeedStatements(listings: number): string[] {
  const people = Math.floor(listings * 0.8);
  const freedPairs = Math.ceil((listings * 1.2) / 2);
  const secondsApart = (13 * 86_400) / listings;
  const numbered = "(SELECT id, uid, substr(uid, 7)::int AS i FROM users WHERE uid LIKE 'scale-%')";
  return [
    `DELETE FROM teams t USING events e WHERE e.id = t.event_id AND e.slug = 'ctf' AND t.access_code LIKE 'T%'
       AND substr(t.access_code, 4)::int <= ${freedPairs}`,
    `UPDATE users u SET country = (ARRAY['IN','IN','IN','NP','BD','LK','US'])[n.i % 7 + 1]
     FROM ${numbered} n WHERE u.id = n.id AND n.i <= ${listings}`,
    `INSERT INTO teams (event_id, name, access_code, creator_id, is_individual)
     SELECT e.id, 'Finder team ' || n.i, 'F' || lpad(n.i::text, 9, '0'), n.id, false
     FROM events e CROSS JOIN ${numbered} n WHERE e.slug = 'ctf' AND n.i > ${people} AND n.i <= ${listings}`,
    `INSERT INTO team_members (team_id, event_id, user_id)
     SELECT t.id, t.event_id, t.creator_id FROM teams t WHERE t.access_code LIKE 'F%'`,
    `INSERT INTO finder_listings (event_id, user_id, kind, team_id, note, skills, skills_other, show_institute,
       show_country, show_study_year, created_at, saved_at, expires_at)
     SELECT e.id, n.id, CASE WHEN t.id IS NULL THEN 'person' ELSE 'team' END, t.id,
       'Looking for a teammate, listing ' || n.i,
       (SELECT array_agg(DISTINCT (${FINDER_SKILL_KEYS})[((n.i * k * 7 + k * 3) % 20) + 1])
        FROM generate_series(1, n.i % 5 + 1) AS k),
       '', n.i % 10 < 7, n.i % 10 < 8, n.i % 2 = 0,
       now() - make_interval(secs => n.i * ${secondsApart}), now() - make_interval(secs => n.i * ${secondsApart}),
       now() - make_interval(secs => n.i * ${secondsApart}) + interval '14 days'
     FROM events e CROSS JOIN ${numbered} n LEFT JOIN teams t ON t.creator_id = n.id AND t.access_code LIKE 'F%'
     WHERE e.slug = 'ctf' AND n.i <= ${listings}`,
    `INSERT INTO finder_listings (event_id, user_id, kind, note, created_at, saved_at, expires_at)
     SELECT e.id, n.id, 'person', 'An old listing ' || n.i, now() - interval '20 days', now() - interval '20 days',
       now() - interval '6 days'
     FROM events e CROSS JOIN ${numbered} n WHERE e.slug = 'ctf' AND n.i > ${listings} AND n.i <= ${listings * 1.2}`,
    `INSERT INTO finder_requests (listing_id, event_id, sender_id, message, expires_at)
     SELECT l.id, l.event_id, s.id, 'Shall we team up?', now() + interval '7 days'
     FROM ${numbered} s JOIN ${numbered} o ON o.i = s.i + ${Math.floor(listings * 0.3)}
       JOIN finder_listings l ON l.user_id = o.id AND l.ended_at IS NULL
     WHERE s.i <= ${Math.floor(listings * 0.3)}`,
  ];
}

/** Runs the finder's seed in one transaction. */
export async function seedFinder(
  db: { transaction<T>(work: (tx: { query(sql: string): Promise<unknown> }) => Promise<T>): Promise<T> },
  listings: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    for (const statement of finderSeedStatements(listings)) await tx.query(statement);
  });
}
