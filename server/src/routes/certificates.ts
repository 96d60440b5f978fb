import type { FastifyInstance } from "fastify";
import * as z from "zod/mini";
import { certificateListSchema, certificateVerificationSchema } from "../../../contract/certificates";
import type { AppContext } from "../context";
import { detail, MESSAGES } from "../http/errors";
import { varyOnLanguage } from "../http/language";
import { route } from "../http/route";
import { revocationReason } from "../i18n/revocationReason";
import { certificatesOf, findCertificate } from "../repos/certificates";
import { CERTIFICATE_ID, isoTime } from "../services/certificates";

export async function certificateRoutes(app: FastifyInstance, context: AppContext) {
  const { db } = context;

  route(app, context, {
    method: "GET",
    url: "/certificates/",
    auth: "user",
    response: { 200: certificateListSchema },
    summary: "The caller's certificates, issued when an event's results were published; revoked ones with when and why",
    tag: "certificates",
    handler: async ({ user, request, reply }) => {
      // A revocation reason the server wrote is in the caller's language.
      varyOnLanguage(reply);
      return (await certificatesOf(db, user.id)).map((row) => ({
        id: row.id,
        event: { slug: row.event_slug, name: row.event_name },
        kind: row.kind,
        rank: row.rank,
        name: row.holder_name,
        edition: row.edition,
        issued_at: isoTime(row.issued_at),
        revoked_at: row.revoked_at === null ? null : isoTime(row.revoked_at),
        revoked_reason: revocationReason(row.revoked_reason, request.language),
      }));
    },
  });

  route(app, context, {
    method: "GET",
    url: "/certificates/:id/",
    auth: "none",
    params: z.object({ id: z.string().check(z.regex(CERTIFICATE_ID)) }),
    response: { 200: certificateVerificationSchema },
    summary: "Verifies a certificate: the name at issue, the event, and whether it was revoked",
    tag: "certificates",
    handler: async ({ params, request, reply }) => {
      varyOnLanguage(reply);
      const row = await findCertificate(db, params.id);
      if (!row) throw detail(404, MESSAGES.notFound);
      return {
        id: row.id,
        name: row.holder_name,
        event: row.event_name,
        kind: row.kind,
        rank: row.rank,
        edition: row.edition,
        issued_at: isoTime(row.issued_at),
        revoked_at: row.revoked_at === null ? null : isoTime(row.revoked_at),
        revoked_reason: revocationReason(row.revoked_reason, request.language),
      };
    },
  });
}
