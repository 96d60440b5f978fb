import type { Db } from "../../../../server/src/db/types";
import { countryCodesFromNamesSql } from "./countryNames";
import { SCALE_SQL } from "./scaleSql";

/*
 * A frozen copy of the migrations as releases up to schema version 14 ran them (one TypeScript array, applied by the
 * runner at the end of this file, recorded in schema_migrations), before they became the numbered SQL files of
 * server/migrations run by postgrator. Tests build databases with it exactly as those releases left them, to check
 * that they upgrade seamlessly and that the SQL files give the same schema. Never edit it.
 */

/**
 * The schema, one numbered step at a time. A step never changes once released: add a new one instead.
 * The rules that must hold under concurrency live here as constraints: one team per user per event
 * (team_members_user_event), team names unique per team event ignoring case (teams_event_name), unique access and
 * referral codes, one account per identity-provider uid.
 */
export const MIGRATIONS: ReadonlyArray<{ version: number; name: string; sql: string }> = [
  {
    version: 1,
    name: "initial schema",
    sql: `
      CREATE TABLE users (
        id serial PRIMARY KEY,
        uid text NOT NULL CONSTRAINT users_uid UNIQUE,
        email text NOT NULL DEFAULT '',
        provider text NOT NULL DEFAULT '',
        is_verified boolean NOT NULL DEFAULT false,
        name text NOT NULL DEFAULT '',
        institute_name text NOT NULL DEFAULT '',
        study_year integer,
        degree text NOT NULL DEFAULT '',
        branch text NOT NULL DEFAULT '',
        country text NOT NULL DEFAULT '',
        institute_type integer CHECK (institute_type BETWEEN 0 AND 2),
        phone text NOT NULL DEFAULT '',
        gender integer CHECK (gender BETWEEN 0 AND 2),
        is_profile_complete boolean NOT NULL DEFAULT false,
        referral_code text NOT NULL CONSTRAINT users_referral_code UNIQUE,
        referred_by integer REFERENCES users (id) ON DELETE SET NULL,
        referral_counted boolean NOT NULL DEFAULT false,
        referral_count integer NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE TABLE api_tokens (
        key text PRIMARY KEY,
        user_id integer NOT NULL CONSTRAINT api_tokens_user UNIQUE REFERENCES users (id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE TABLE handles (
        user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
        codeforces text, codechef text, hackerrank text, hackerearth text,
        analyticsvidya text, topcoder text, dev_folio text
      );
      CREATE TABLE events (
        id serial PRIMARY KEY,
        name text NOT NULL,
        slug text NOT NULL CONSTRAINT events_slug UNIQUE,
        is_registration_on boolean NOT NULL DEFAULT true,
        min_members integer NOT NULL CHECK (min_members >= 1),
        max_members integer NOT NULL CHECK (max_members >= min_members)
      );
      CREATE TABLE teams (
        id serial PRIMARY KEY,
        event_id integer NOT NULL REFERENCES events (id),
        name text NOT NULL CHECK (length(name) >= 2),
        access_code text NOT NULL CONSTRAINT teams_access_code UNIQUE CHECK (length(access_code) >= 7),
        creator_id integer NOT NULL REFERENCES users (id),
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT teams_id_event UNIQUE (id, event_id)
      );
      CREATE UNIQUE INDEX teams_event_name ON teams (event_id, lower(name));
      CREATE TABLE team_members (
        team_id integer NOT NULL,
        event_id integer NOT NULL,
        user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        joined_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (team_id, user_id),
        CONSTRAINT team_members_user_event UNIQUE (user_id, event_id),
        FOREIGN KEY (team_id, event_id) REFERENCES teams (id, event_id) ON DELETE CASCADE
      );
      CREATE TABLE campus_ambassadors (
        id serial PRIMARY KEY,
        caid text NOT NULL CONSTRAINT campus_ambassadors_caid UNIQUE,
        name text NOT NULL,
        institute_name text NOT NULL,
        points integer NOT NULL DEFAULT 0,
        last_updated timestamptz NOT NULL DEFAULT now()
      );
    `,
  },
  {
    version: 2,
    name: "participation certificates",
    sql: `
      CREATE TABLE certificates (
        id text PRIMARY KEY CHECK (length(id) >= 16),
        user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        event_id integer NOT NULL REFERENCES events (id),
        issued_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT certificates_user_event UNIQUE (user_id, event_id)
      );
    `,
  },
  // Security round (issue 16): sessions, throttling, individual events' team names.
  {
    version: 3,
    name: "sessions: hashed tokens, several per user, last use",
    sql: `
      ALTER TABLE api_tokens DROP CONSTRAINT api_tokens_user;
      UPDATE api_tokens SET key = encode(sha256(convert_to(key, 'UTF8')), 'hex');
      ALTER TABLE api_tokens RENAME COLUMN key TO key_hash;
      ALTER TABLE api_tokens ADD COLUMN last_used_at timestamptz NOT NULL DEFAULT now();
      CREATE INDEX api_tokens_user_id ON api_tokens (user_id)
    `,
  },
  {
    version: 4,
    name: "throttle counters shared by every API process",
    sql: `
      CREATE TABLE throttle_counters (
        key text PRIMARY KEY,
        window_start timestamptz NOT NULL,
        count integer NOT NULL
      )
    `,
  },
  {
    version: 5,
    name: "team names unique per event only in team events",
    sql: `
      ALTER TABLE teams ADD COLUMN is_individual boolean NOT NULL DEFAULT false;
      UPDATE teams SET is_individual = true FROM events WHERE events.id = teams.event_id AND events.max_members = 1;
      DROP INDEX teams_event_name;
      CREATE UNIQUE INDEX teams_event_name ON teams (event_id, lower(name)) WHERE NOT is_individual
    `,
  },
  // Organisers' console (issue 14) and results with certificates issued at publication (issue 15).
  {
    version: 6,
    name: "organisers, audit log, results, certificates at publication",
    sql: `
      CREATE TABLE organisers (
        user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
        granted_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE TABLE audit_log (
        id bigserial PRIMARY KEY,
        at timestamptz NOT NULL DEFAULT now(),
        actor_id integer NOT NULL,
        actor_email text NOT NULL,
        action text NOT NULL,
        target text NOT NULL,
        details jsonb NOT NULL DEFAULT '{}'
      );
      CREATE RULE audit_log_no_update AS ON UPDATE TO audit_log DO INSTEAD NOTHING;
      CREATE RULE audit_log_no_delete AS ON DELETE TO audit_log DO INSTEAD NOTHING;
      ALTER TABLE campus_ambassadors ADD COLUMN comment text NOT NULL DEFAULT '';
      CREATE INDEX users_created_at ON users (created_at);
      CREATE INDEX teams_created_at ON teams (created_at);
      CREATE TABLE event_results (
        event_id integer PRIMARY KEY REFERENCES events (id),
        published_at timestamptz,
        updated_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE TABLE result_entries (
        event_id integer NOT NULL REFERENCES event_results (event_id) ON DELETE CASCADE,
        team_id integer NOT NULL,
        rank integer CHECK (rank >= 1),
        PRIMARY KEY (event_id, team_id),
        FOREIGN KEY (team_id, event_id) REFERENCES teams (id, event_id) ON DELETE CASCADE
      );
      ALTER TABLE certificates ADD COLUMN kind text NOT NULL DEFAULT 'participation' CHECK (kind IN ('participation', 'merit'));
      ALTER TABLE certificates ADD COLUMN rank integer;
      ALTER TABLE certificates ADD COLUMN holder_name text NOT NULL DEFAULT '';
      ALTER TABLE certificates ADD COLUMN revoked_at timestamptz;
      ALTER TABLE certificates ADD COLUMN revoked_reason text;
      ALTER TABLE certificates ADD COLUMN from_results boolean NOT NULL DEFAULT true;
      UPDATE certificates c SET holder_name = coalesce(nullif(trim(u.name), ''), 'Participant'), from_results = false,
        revoked_at = now(), revoked_reason = 'issued before results'
        FROM users u WHERE u.id = c.user_id;
      ALTER TABLE certificates DROP CONSTRAINT certificates_user_event;
      CREATE UNIQUE INDEX certificates_user_event_kind ON certificates (user_id, event_id, kind) WHERE from_results;
      CREATE INDEX certificates_event ON certificates (event_id)
    `,
  },
  // Against the original backend (issue 18): the country as a code.
  {
    version: 7,
    name: "countries as codes",
    sql: countryCodesFromNamesSql(),
  },
  // The organiser side at 50,000 participants (issue 24): see docs/scale.md for each index's query and plan.
  {
    version: 8,
    name: "trigram search, list indexes, counts kept by triggers",
    sql: SCALE_SQL,
  },
  // Results uploads (issues 24, 28, 29): amendments after publication, leaderboards matched by e-mail or handle.
  {
    version: 9,
    name: "results amendments, certificates revoked by a correction, leaderboard matching indexes",
    sql: `
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
      CREATE INDEX leaderboard_handles_dev_folio ON handles (lower(ltrim(btrim(dev_folio), '@')))
    `,
  },
  // Open Badges 3.0 credentials (issue 29): each certificate's bit in the revocation status lists, taken from a
  // sequence when the certificate is issued (existing ones get theirs now), and the signed credential, stored on its
  // first fetch.
  {
    version: 10,
    name: "certificate credentials and status list indexes",
    sql: `
      CREATE SEQUENCE certificate_status_index AS integer MINVALUE 0 START WITH 0;
      ALTER TABLE certificates ADD COLUMN status_index integer NOT NULL DEFAULT nextval('certificate_status_index');
      ALTER SEQUENCE certificate_status_index OWNED BY certificates.status_index;
      ALTER TABLE certificates ADD COLUMN credential jsonb;
      CREATE UNIQUE INDEX certificates_status_index ON certificates (status_index)
    `,
  },
  // Issue 28: the console's audit log filtered by action, newest first.
  {
    version: 11,
    name: "audit log by action",
    sql: "CREATE INDEX audit_log_action_id ON audit_log (action, id DESC)",
  },
  // Sessions end with the identity (issue 30 item 3): each token gets an id the profile can name and end, and the
  // browser it was issued to. Names lose the bidirectional controls the API now removes on input (item 6); team names
  // keep theirs (removing them could make two names equal) and are isolated where shown.
  {
    version: 12,
    name: "session ids and browsers of API tokens",
    sql: `
      ALTER TABLE api_tokens ADD COLUMN id uuid NOT NULL DEFAULT gen_random_uuid();
      ALTER TABLE api_tokens ADD CONSTRAINT api_tokens_id UNIQUE (id);
      ALTER TABLE api_tokens ADD COLUMN user_agent text NOT NULL DEFAULT '';
      UPDATE users SET name = regexp_replace(name, '[\u202A-\u202E\u2066-\u2069]', '', 'g'),
        institute_name = regexp_replace(institute_name, '[\u202A-\u202E\u2066-\u2069]', '', 'g'),
        degree = regexp_replace(degree, '[\u202A-\u202E\u2066-\u2069]', '', 'g'),
        branch = regexp_replace(branch, '[\u202A-\u202E\u2066-\u2069]', '', 'g')
        WHERE concat(name, institute_name, degree, branch) ~ '[\u202A-\u202E\u2066-\u2069]';
      UPDATE campus_ambassadors SET name = regexp_replace(name, '[\u202A-\u202E\u2066-\u2069]', '', 'g'),
        institute_name = regexp_replace(institute_name, '[\u202A-\u202E\u2066-\u2069]', '', 'g')
        WHERE concat(name, institute_name) ~ '[\u202A-\u202E\u2066-\u2069]';
      UPDATE certificates SET holder_name = regexp_replace(holder_name, '[\u202A-\u202E\u2066-\u2069]', '', 'g')
        WHERE holder_name ~ '[\u202A-\u202E\u2066-\u2069]'
    `,
  },
  // Issue 26: the schedule. Times stay null until an organiser sets them; registration closes by itself at
  // registration_closes_at (see registrationOpenSql); schedule_sequence is the calendars' SEQUENCE, raised with each
  // change of times; calendar_token names a user's private calendar feed (122 random bits, given to
  // every user, new and existing, by the column's default).
  {
    version: 13,
    name: "event schedule and calendar feeds",
    sql: `
      ALTER TABLE events ADD COLUMN starts_at timestamptz, ADD COLUMN ends_at timestamptz,
        ADD COLUMN registration_closes_at timestamptz, ADD COLUMN schedule_sequence integer NOT NULL DEFAULT 0,
        ADD CONSTRAINT events_schedule_order CHECK (starts_at IS NULL OR ends_at IS NULL OR ends_at > starts_at);
      ALTER TABLE users ADD COLUMN calendar_token text
        DEFAULT replace(gen_random_uuid()::text, '-', '') CONSTRAINT users_calendar_token UNIQUE
    `,
  },
  // Issue 26: announcements and mail. mail_outbox is the queue (docs/mail.md): a row per message, written in the
  // transaction of the change that causes it, claimed by workers with FOR UPDATE SKIP LOCKED and a short lease,
  // retried with capped backoff; message_id is its stable Message-ID. reminder_marks keeps each reminder to once per
  // event, kind and user. The users' notify_* columns are the optional categories; mail_settings holds the secret of
  // the unsubscribe links (made here, at random).
  {
    version: 14,
    name: "announcements, mail queue, reminders and preferences",
    sql: `
      CREATE TABLE announcements (
        id serial PRIMARY KEY,
        title text NOT NULL,
        body text NOT NULL,
        event_id integer REFERENCES events (id),
        only_incomplete_teams boolean NOT NULL DEFAULT false,
        channels text[] NOT NULL DEFAULT '{}',
        recipients integer NOT NULL DEFAULT 0,
        author_id integer REFERENCES users (id) ON DELETE SET NULL,
        published_at timestamptz NOT NULL DEFAULT now(),
        corrected_at timestamptz,
        withdrawn_at timestamptz
      );
      CREATE INDEX announcements_published ON announcements (published_at DESC, id DESC);
      CREATE TABLE mail_outbox (
        id bigserial PRIMARY KEY,
        message_id text NOT NULL DEFAULT replace(gen_random_uuid()::text, '-', '') CONSTRAINT mail_outbox_message_id UNIQUE,
        channel text NOT NULL DEFAULT 'email' CHECK (channel IN ('email', 'webhook')),
        kind text NOT NULL,
        recipient text NOT NULL,
        user_id integer REFERENCES users (id) ON DELETE SET NULL,
        announcement_id integer REFERENCES announcements (id) ON DELETE CASCADE,
        data jsonb NOT NULL DEFAULT '{}',
        status text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'sent', 'failed')),
        attempts integer NOT NULL DEFAULT 0,
        next_attempt_at timestamptz NOT NULL DEFAULT now(),
        locked_until timestamptz,
        last_error text,
        created_at timestamptz NOT NULL DEFAULT now(),
        sent_at timestamptz
      );
      CREATE INDEX mail_outbox_due ON mail_outbox (next_attempt_at, id) WHERE status = 'queued';
      CREATE INDEX mail_outbox_announcement ON mail_outbox (announcement_id, status);
      CREATE TABLE reminder_marks (
        event_id integer NOT NULL REFERENCES events (id),
        kind text NOT NULL,
        user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        marked_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT reminder_marks_once PRIMARY KEY (event_id, kind, user_id)
      );
      ALTER TABLE users ADD COLUMN notify_announcements boolean NOT NULL DEFAULT true,
        ADD COLUMN notify_reminders boolean NOT NULL DEFAULT true, ADD COLUMN notify_team boolean NOT NULL DEFAULT true;
      CREATE TABLE mail_settings (
        id boolean PRIMARY KEY DEFAULT true CHECK (id),
        unsubscribe_secret text NOT NULL
      );
      INSERT INTO mail_settings (unsubscribe_secret)
        VALUES (replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''))
    `,
  },
];

/** The statements of a step: split at semicolons, except inside dollar-quoted bodies (functions, DO blocks). */
function statementsOf(sql: string): string[] {
  const statements: string[] = [];
  let current = "";
  sql.split("$$").forEach((part, index) => {
    if (index % 2 === 1) {
      current += `$$${part}$$`;
      return;
    }
    const pieces = part.split(";");
    current += pieces[0];
    for (const piece of pieces.slice(1)) {
      statements.push(current);
      current = piece;
    }
  });
  statements.push(current);
  return statements.map((statement) => statement.trim()).filter(Boolean);
}

/** The advisory lock every API process takes on PostgreSQL while it migrates ("code" in ASCII). */
const MIGRATION_LOCK = 0x636f6465;

const newerSchemaMessage = (found: number, known: number) =>
  `The database's schema is at version ${found}, newer than this build knows (${known}): it was migrated by a newer ` +
  "release. Refusing to start; run the newer release, or restore a backup taken before that upgrade.";

const KNOWN_VERSION = Math.max(...MIGRATIONS.map((step) => step.version));

/**
 * Applies every step (up to `upTo`) not yet recorded in schema_migrations, each in its own transaction. Returns the
 * steps applied. On PostgreSQL the whole run holds an advisory lock (in a transaction of its own), so processes that
 * start together on an empty database migrate one after the other; the embedded database has one owner process.
 * A schema newer than this build's last step is refused with a clear message.
 */
export async function migrateLegacy(db: Db, upTo = Infinity): Promise<number[]> {
  if (db.kind === "pglite") return migrateLocked(db, upTo);
  return db.transaction(async (lock) => {
    await lock.query("SELECT pg_advisory_xact_lock($1)", [MIGRATION_LOCK]);
    return migrateLocked(db, upTo);
  });
}

async function migrateLocked(db: Db, upTo: number): Promise<number[]> {
  await db.exec(
    "CREATE TABLE IF NOT EXISTS schema_migrations (version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())",
  );
  const applied = new Set(
    (await db.query<{ version: number }>("SELECT version FROM schema_migrations")).rows.map((row) => row.version),
  );
  const newest = Math.max(0, ...applied);
  if (newest > KNOWN_VERSION) throw new Error(newerSchemaMessage(newest, KNOWN_VERSION));
  const done: number[] = [];
  for (const step of MIGRATIONS) {
    if (applied.has(step.version) || step.version > upTo) continue;
    await db.transaction(async (tx) => {
      for (const statement of statementsOf(step.sql)) await tx.query(statement);
      await tx.query("INSERT INTO schema_migrations (version, name) VALUES ($1, $2)", [step.version, step.name]);
    });
    done.push(step.version);
  }
  return done;
}
