import type { IdentityVerifier } from "./auth/identity";
import type { ServerConfig } from "./config";
import type { Db } from "./db/types";

/** What every route needs: the database, the ID-token verifier and the configuration. */
export interface AppContext {
  db: Db;
  identity: IdentityVerifier;
  config: Pick<ServerConfig, "corsOrigins" | "recaptcha" | "bodyLimit" | "throttle"> &
    Partial<
      Pick<
        ServerConfig,
        "trustProxy" | "timeouts" | "organiserEmails" | "publicUrl" | "apiPublicUrl" | "credentialKeys" | "mail"
      >
    >;
}
