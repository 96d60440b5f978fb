import type { IdentityVerifier } from "./auth/identity";
import type { IdentityRecheck } from "./auth/recheck";
import type { ServerConfig } from "./config";
import type { Db } from "./db/types";
import type { Metrics } from "./lib/metrics";
import type { CorrectionListener } from "./services/results";
import type { SitePages } from "./services/sitePages";

/** What every route needs: the database, the ID-token verifier and the configuration. */
export interface AppContext {
  db: Db;
  identity: IdentityVerifier;
  config: Pick<ServerConfig, "corsOrigins" | "recaptcha" | "bodyLimit" | "throttle"> &
    Partial<
      Pick<
        ServerConfig,
        | "trustProxy"
        | "timeouts"
        | "organiserEmails"
        | "publicUrl"
        | "apiPublicUrl"
        | "credentialKeys"
        | "identityRecheckSeconds"
        | "mail"
        | "metrics"
        | "site"
      >
    >;
  /** Told, after it commits, who gained and who lost a certificate when an amendment of results was published. */
  onCertificatesCorrected?: CorrectionListener;
  /** Publications of results in batches: the batch size, and a hook between batches (tests hold one half-way). */
  publication?: { batchTeams?: number; betweenBatches?: (publicationId: number) => Promise<void> };
  /** The operators' metrics (docs/monitoring.md), kept only when METRICS_PORT or METRICS_TOKEN is set. */
  metrics?: Metrics;
  /** Set by buildApp when SITE_DIR is set: regenerates the public pages a publish changed (docs/content.md). */
  sitePages?: SitePages;
  /** Set by buildApp: ends a signed-in caller's tokens when the identity provider says so. */
  recheck?: IdentityRecheck;
}
