// What `npm run test:mutation` mutates, group by group, and the test files that run against each group's mutants.
// A group's tests are all of one Jest project (web or server; stryker.jest.config.cjs): Stryker runs only these files,
// and of them only the tests that reached the mutant (per-test coverage), instead of every test that imports the file
// (all 42 server test files import the app, so every service). Add the test file that holds a file's behaviour here.

/**
 * `environment: "node"`: web tests that need no DOM run in Node without the web set-up (about 4x faster per run).
 * `timeoutMS`: how long past its unmutated time a mutant's run may take before it counts as timed out (detected);
 * 15 s unless the group says otherwise.
 * @type {Array<{ name: string; mutate: string[]; tests: string[]; environment?: "node"; timeoutMS?: number }>}
 */
export const mutationGroups = [
  {
    name: "contract",
    // credentialContexts.ts loads ES-module-only packages that only the server project transforms: its own group.
    mutate: ["contract/**/*.ts", "!contract/**/*.d.ts", "!contract/credentialContexts.ts"],
    environment: "node",
    tests: [
      "test/unit/contractRules.test.ts",
      "test/unit/contractSchemas.test.ts",
      "test/unit/contractHelpers.test.ts",
      "test/unit/teams/teamRules.test.ts",
      "test/unit/eventRoster.test.ts",
      "test/unit/admin/certificateCount.test.ts",
      // The registration rule (contract/rules.ts registrationOpenAt) and the audit log's list of actions.
      "test/unit/schedule/schedule.test.ts",
      "test/unit/admin/auditSentence.test.ts",
      "test/unit/csvDelimiter.test.ts",
    ],
  },
  {
    name: "credentialContexts",
    mutate: ["contract/credentialContexts.ts"],
    tests: ["test/server/credentialContexts.test.ts"],
  },
  {
    name: "csv",
    mutate: ["server/src/services/csv.ts"],
    tests: ["test/server/csvFiles.test.ts"],
  },
  {
    name: "validate",
    mutate: ["server/src/services/validate.ts", "server/src/services/errors.ts"],
    tests: ["test/server/serviceRules.test.ts"],
  },
  {
    name: "calendar",
    mutate: ["server/src/services/calendar.ts"],
    // The feed's address in the profile (accountServices.test.ts) and renewed (calendar.test.ts).
    tests: ["test/server/serviceRules.test.ts", "test/server/calendar.test.ts", "test/server/accountServices.test.ts"],
  },
  {
    name: "schedule",
    mutate: ["server/src/services/schedule.ts"],
    // The service on a migrated database without the API (schedule.test.ts, through the API, takes ~7 s to set up).
    tests: ["test/server/eventSchedule.test.ts"],
  },
  {
    name: "organisers",
    mutate: ["server/src/services/organisers.ts"],
    // The service on a migrated database without the API (adminConsole.test.ts covers it through the API).
    tests: ["test/server/consoleServices.test.ts"],
  },
  {
    name: "unsubscribe",
    mutate: ["server/src/services/unsubscribe.ts"],
    tests: ["test/server/unsubscribeLinks.test.ts"],
  },
  {
    name: "mailRender",
    mutate: ["server/src/services/mailRender.ts"],
    tests: ["test/server/mailRendering.test.ts"],
  },
  {
    name: "recaptcha",
    mutate: ["server/src/services/recaptcha.ts"],
    tests: ["test/server/botCheck.test.ts"],
  },
  {
    name: "mailSwitch",
    mutate: ["server/src/services/mailSwitch.ts"],
    tests: ["test/server/mailSwitch.test.ts"],
  },
  {
    name: "users",
    mutate: ["server/src/services/users.ts"],
    tests: ["test/server/profileRules.test.ts"],
  },
  {
    name: "results",
    mutate: ["server/src/services/results.ts", "server/src/services/leaderboard.ts"],
    // The services on a migrated database without the API (resultsUpload.test.ts sets up the API and users).
    tests: ["test/server/resultsRequests.test.ts", "test/server/handleHistory.test.ts"],
  },
  {
    name: "certificates",
    mutate: ["server/src/services/certificates.ts"],
    // EDITION is read in the credentials' names.
    tests: ["test/server/certificateIds.test.ts", "test/server/credentialIssuing.test.ts"],
  },
  {
    name: "teamMail",
    mutate: ["server/src/services/teamMail.ts"],
    // The queue on a migrated database without the API (mail.test.ts, through the API and SMTP, takes ~50 s).
    tests: ["test/server/teamMailQueue.test.ts"],
  },
  {
    name: "reminders",
    mutate: ["server/src/services/reminders.ts"],
    tests: ["test/server/reminderQueue.test.ts"],
  },
  {
    name: "credentials",
    mutate: ["server/src/services/credentials.ts", "server/src/services/credentialStore.ts"],
    // The issuer without the API, and the kept credential on a migrated database (credentials.test.ts goes through the
    // API and publishes results: ~40 s).
    tests: ["test/server/credentialIssuing.test.ts", "test/server/credentialVersions.test.ts"],
  },
  {
    name: "housekeeping",
    mutate: ["server/src/services/housekeeping.ts"],
    tests: ["test/server/sweeps.test.ts"],
  },
  {
    name: "teams",
    mutate: ["server/src/services/teams.ts"],
    // The rules on a migrated database without the API (teams.test.ts and teamMembers.test.ts sign users in).
    tests: ["test/server/teamRules.test.ts"],
  },
  {
    name: "mailWorker",
    mutate: ["server/src/services/mailWorker.ts"],
    // The worker on a migrated database against stand-in SMTP and webhook servers (mail.test.ts and
    // mailDelivery.test.ts go through the API: 35 to 50 s each).
    tests: ["test/server/mailWorker.test.ts"],
    // A mutant that stops the worker's loop (its pause, its backoff) leaves a test waiting for a state that never
    // comes: 5 s past the unmutated time is plenty for tests of 1-2 s each (a third of its mutants time out, so each
    // second of the limit counts).
    timeoutMS: 5_000,
  },
  {
    name: "console",
    mutate: [
      "server/src/services/console.ts",
      "server/src/services/exports.ts",
      "server/src/services/events.ts",
      "server/src/services/ambassadors.ts",
    ],
    // The console's changes on a migrated database without the API (adminConsole.test.ts: through the API, ~50 s).
    tests: ["test/server/consoleServices.test.ts"],
  },
  {
    name: "announcements",
    mutate: ["server/src/services/announcements.ts"],
    // Without the API and SMTP (mail.test.ts covers the same through both: ~80 s).
    tests: ["test/server/announcementServices.test.ts"],
  },
  {
    name: "resultsAdmin",
    // The organisers' results and their publication (publishResults: certificates issued in batches, revoked, mailed).
    mutate: ["server/src/services/resultsAdmin.ts", "server/src/services/publication.ts"],
    // Without the API (results.test.ts and resultsUpload.test.ts sign organisers in and upload through it;
    // publication.test.ts holds a publication between batches through the API and SMTP).
    tests: ["test/server/resultsAdmin.test.ts", "test/server/publishResults.test.ts"],
  },
  {
    name: "accounts",
    mutate: ["server/src/services/accounts.ts", "server/src/services/sessions.ts", "server/src/services/profile.ts"],
    // Login, registration, sessions and the profile with identities given directly (auth.test.ts, sessions.test.ts
    // and profile.test.ts go through the API with the Auth emulator's ID tokens).
    tests: ["test/server/accountServices.test.ts"],
  },
  {
    name: "finder",
    mutate: [
      "server/src/services/finder.ts",
      "server/src/services/finderListings.ts",
      "server/src/services/finderRequests.ts",
      "server/src/services/finderModeration.ts",
    ],
    // Through the API: the finder has no service-level test file yet, so each mutant sets up the app (slow).
    tests: [
      "test/server/finderListings.test.ts",
      "test/server/finderRequests.test.ts",
      "test/server/finderModeration.test.ts",
      "test/server/finderRace.test.ts",
      "test/server/finderPrivacy.test.ts",
    ],
  },
  {
    name: "content",
    mutate: ["server/src/services/content.ts"],
    // Through the API: events' texts and the festival's identity as kept versions.
    tests: ["test/server/content.test.ts"],
  },
  {
    name: "sitePages",
    mutate: ["server/src/services/sitePages.ts"],
    // Through the API, with a stand-in renderer: the pages a publish rewrites.
    tests: ["test/server/sitePages.test.ts"],
  },
  {
    name: "statsCsv",
    mutate: ["server/src/services/statsCsv.ts"],
    // Each chart's CSV from a reading given directly (adminStats.test.ts reads the same through the API).
    tests: ["test/server/statsCsv.test.ts"],
  },
  {
    name: "credentialStore",
    mutate: ["server/src/services/credentialStore.ts"],
    // Kept credentials and status lists without the API (credentials.test.ts goes through it: ~40 s).
    tests: ["test/server/credentialStore.test.ts"],
  },
];
