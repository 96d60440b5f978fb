import cors from "@fastify/cors";
import Fastify, { LogController, type FastifyInstance } from "fastify";
import { countedIdentity } from "./auth/identityMetrics";
import { identityRecheck } from "./auth/recheck";
import { isSignedIn } from "./auth/session";
import { publicLinks } from "./config";
import type { AppContext } from "./context";
import { instrumentDb, sqlstateClass } from "./db/instrumented";
import { clientErrorHandler, frameworkErrors } from "./http/frameworkErrors";
import { installHttpBasics } from "./http/hooks";
import { installInputGuard } from "./http/inputGuard";
import { installLanguage } from "./http/language";
import { metricsRoute } from "./http/metricsEndpoint";
import { installRequestId, REQUEST_ID_HEADER, requestIdMaker } from "./http/requestId";
import { installRequestMetrics } from "./http/requestMetrics";
import { wholeServerMetrics } from "./lib/metrics";
import { queueBacklog } from "./repos/outbox";
import { accountLanguageRoutes } from "./routes/accountLanguage";
import { adminConsoleRoutes } from "./routes/admin/console";
import { adminContentRoutes } from "./routes/admin/content";
import { adminFinderRoutes } from "./routes/admin/finder";
import { adminListRoutes } from "./routes/admin/lists";
import { adminPeopleRoutes } from "./routes/admin/people";
import { adminResultRoutes } from "./routes/admin/results";
import { adminStatsRoutes } from "./routes/admin/stats";
import { announcementRoutes } from "./routes/announcements";
import { authRoutes } from "./routes/auth";
import { calendarRoutes } from "./routes/calendar";
import { certificateRoutes } from "./routes/certificates";
import { credentialRoutes, wellKnownRoutes } from "./routes/credentials";
import { eventRoutes } from "./routes/events";
import { finderRoutes } from "./routes/finder";
import { healthRoutes } from "./routes/health";
import { profileRoutes } from "./routes/profile";
import { rankingRoutes } from "./routes/rankings";
import { resultRoutes } from "./routes/results";
import { schemaRoutes } from "./routes/schema";
import { sessionRoutes } from "./routes/sessions";
import { sitemapRoutes } from "./routes/sitemap";
import { teamCodeRoutes } from "./routes/teamCode";
import { teamRoutes } from "./routes/teams";
import { unsubscribeRoutes } from "./routes/unsubscribe";
import { createIssuer } from "./services/credentials";
import { startMailWorker } from "./services/mailWorker";
import { sitePages } from "./services/sitePages";

export interface AppOptions {
  /** Pino log level; "silent" in tests. */
  logLevel?: string;
  /** Where log lines go; standard output by default. */
  logStream?: { write: (line: string) => void };
  /** Run this process's mail worker (when e-mail or the webhook is on); true by default. */
  mailWorker?: boolean;
}

/**
 * Trusts the first `hops` addresses counted from the API's side: the peer, then X-Forwarded-For from its right end.
 * With one proxy the client is the entry that proxy appended (the rightmost); whatever the client wrote to the left
 * of it is never believed. A function, as Fastify's bare-number form did not trust the nearest hop here.
 */
function trustHops(hops: number): false | ((address: string, hop: number) => boolean) {
  return hops > 0 ? (_address, hop) => hop < hops : false;
}

const DEFAULT_TIMEOUTS = { requestMs: 15_000, keepAliveMs: 5_000 };

/** The festival API (docs/API.md) under /api/, ready to listen or to answer `inject` calls. */
export async function buildApp(
  context: AppContext,
  { logLevel = "info", logStream, mailWorker = true }: AppOptions = {},
): Promise<FastifyInstance> {
  const { requestMs, keepAliveMs } = context.config.timeouts ?? DEFAULT_TIMEOUTS;
  const { metrics } = context;
  if (metrics) {
    // Statement errors and identity checks counted where they happen; the gauges read the pool and the queue at a scrape.
    const db = instrumentDb(context.db, (error) =>
      metrics.statementErrors.inc({ sqlstate_class: sqlstateClass(error) }),
    );
    context = { ...context, db, identity: countedIdentity(context.identity, metrics) };
    metrics.setSources({ pool: () => db.poolState(), mailBacklog: () => queueBacklog(context.db) });
  }
  const app = Fastify({
    logger: logStream ? { level: logLevel, stream: logStream } : { level: logLevel },
    // One line per request comes from installHttpBasics instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: context.config.bodyLimit,
    routerOptions: { ignoreDuplicateSlashes: true },
    trustProxy: trustHops(context.config.trustProxy ?? 0),
    // Slow clients are cut off: the whole request within requestTimeout (checked at least every second, not
    // Node's default 30 s), idle keep-alive connections closed after keepAliveTimeout.
    requestTimeout: requestMs,
    connectionTimeout: requestMs + keepAliveMs,
    keepAliveTimeout: keepAliveMs,
    http: { headersTimeout: requestMs, connectionsCheckingInterval: Math.min(1000, Math.max(50, requestMs / 4)) },
    clientErrorHandler,
    frameworkErrors,
    // Every log line of a request carries its id (`reqId`); the answer names it in X-Request-Id (http/requestId.ts).
    genReqId: requestIdMaker(context.config.trustProxy ?? 0),
  });
  installRequestId(app);
  if (metrics) installRequestMetrics(app, metrics);
  installHttpBasics(app);
  installLanguage(app);
  installInputGuard(app);
  const { site } = context.config;
  if (site && !context.sitePages) {
    const pages = sitePages(context.db, site, app.log);
    context = { ...context, sitePages: pages };
    // At start: pages another build made (a deploy), or made from older content, are brought to the published
    // content; a current site is left as it is (docs/content.md, "Pages regenerated on publish").
    pages.changed({ festival: true });
    // Pages being written are finished before the process ends.
    app.addHook("onClose", () => pages.settled());
  }
  context = {
    ...context,
    recheck:
      context.recheck ??
      identityRecheck(context.db, context.identity, app.log, context.config.identityRecheckSeconds ?? undefined),
  };
  await app.register(cors, {
    origin: context.config.corsOrigins,
    methods: ["GET", "POST", "PUT", "PATCH", "DELETE"],
    allowedHeaders: ["Authorization", "Content-Type", "Accept", "Accept-Language"],
    exposedHeaders: ["Retry-After", REQUEST_ID_HEADER],
    maxAge: 600,
  });
  const { credentialKeys } = context.config;
  const { publicUrl, apiPublicUrl } = publicLinks(context.config);
  // Without a key the routes stay, answering 503 (main.ts warns at start).
  const onSign = metrics && ((document: string) => metrics.credentialSignings.inc({ document }));
  const issuer = credentialKeys ? await createIssuer(credentialKeys, { apiPublicUrl, publicUrl, onSign }) : null;
  await wellKnownRoutes(app, context, issuer);
  const metricsToken = context.config.metrics?.token;
  if (metrics && metricsToken) metricsRoute(app, () => wholeServerMetrics(metrics), metricsToken);
  await app.register(
    async (api) => {
      await authRoutes(api, context);
      await sessionRoutes(api, context);
      await profileRoutes(api, context);
      await accountLanguageRoutes(api, context);
      await eventRoutes(api, context);
      await calendarRoutes(api, context);
      await sitemapRoutes(api, context);
      await rankingRoutes(api, context);
      await teamRoutes(api, context);
      await teamCodeRoutes(api, context);
      await finderRoutes(api, context);
      await certificateRoutes(api, context);
      await credentialRoutes(api, context, issuer);
      await resultRoutes(api, context);
      await adminConsoleRoutes(api, context);
      await adminContentRoutes(api, context);
      await adminListRoutes(api, context);
      await adminStatsRoutes(api, context);
      await adminPeopleRoutes(api, context);
      await adminResultRoutes(api, context);
      await adminFinderRoutes(api, context);
      await announcementRoutes(api, context);
      await unsubscribeRoutes(api, context);
      await schemaRoutes(api, context);
      await healthRoutes(api, context);
    },
    { prefix: "/api" },
  );
  const { mail } = context.config;
  if (mailWorker && mail && (mail.smtpUrl || mail.webhookUrl)) {
    // Signed-in participants' calls (a live session; not the console's, not health checks) answered within the last
    // 100 ms slow the mail down. Anonymous calls, unknown paths and refused tokens do not: anyone can make those.
    let lastParticipantCall = 0;
    app.addHook("onResponse", (request, _reply, done) => {
      if (isSignedIn(request) && !/^\/api\/(admin|health)\//.test(request.url)) lastParticipantCall = Date.now();
      done();
    });
    const worker = startMailWorker({
      participantsActive: () => Date.now() - lastParticipantCall < 100,
      db: context.db,
      log: app.log,
      mail,
      links: { publicUrl, apiPublicUrl, timeZone: mail.timeZone },
      reminders: Boolean(mail.smtpUrl),
      metrics,
    });
    app.addHook("onClose", () => worker.stop());
  }
  return app;
}
