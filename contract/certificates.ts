import * as z from "zod/mini";
import { timestamp } from "./fields";

/** Participation for every member of a team that took part; merit (with the rank) for ranks 1 to 3. */
export const CERTIFICATE_KINDS = ["participation", "merit"] as const;
export type CertificateKind = (typeof CERTIFICATE_KINDS)[number];

/**
 * `GET certificates/`: one of the caller's certificates, revoked ones included (`revoked_at` and `revoked_reason` set;
 * absent from servers that list only certificates in force). `name` is the holder's name when it was issued.
 */
export const certificateSchema = z.object({
  id: z.string(),
  event: z.object({ slug: z.string(), name: z.string() }),
  kind: z.enum(CERTIFICATE_KINDS),
  rank: z.nullable(z.int()),
  name: z.string(),
  edition: z.string(),
  issued_at: timestamp(),
  revoked_at: z.optional(z.nullable(timestamp())),
  revoked_reason: z.optional(z.nullable(z.string())),
});
export const certificateListSchema = z.array(certificateSchema);

/** `GET certificates/{id}/` (public): what a verifier needs; a revoked one still answers, with `revoked_at`. */
export const certificateVerificationSchema = z.object({
  id: z.string(),
  name: z.string(),
  event: z.string(),
  kind: z.enum(CERTIFICATE_KINDS),
  rank: z.nullable(z.int()),
  edition: z.string(),
  issued_at: timestamp(),
  revoked_at: z.nullable(timestamp()),
  revoked_reason: z.nullable(z.string()),
});

export type Certificate = z.infer<typeof certificateSchema>;
export type CertificateVerification = z.infer<typeof certificateVerificationSchema>;
