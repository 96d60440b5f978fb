import type { FastifyInstance } from "fastify";
import { requireUser } from "../auth/session";
import type { AppContext } from "../context";
import { detail, MESSAGES } from "../http/errors";
import {
  CERTIFICATE_ID,
  certificateName,
  certificatesOf,
  EDITION,
  findCertificate,
  issuedAt,
  issueCertificates,
} from "../services/certificates";

export async function certificateRoutes(app: FastifyInstance, { db }: AppContext) {
  /** The caller's certificates, issued on first listing for every event their active team took part in. */
  app.get("/certificates/", async (request) => {
    const user = await requireUser(db, request);
    await issueCertificates(db, user.id);
    return (await certificatesOf(db, user.id)).map((row) => ({
      id: row.id,
      event: { slug: row.event_slug, name: row.event_name },
      name: certificateName(row),
      edition: EDITION,
      issued_at: issuedAt(row),
    }));
  });

  /** Public: what a verifier needs and nothing more personal than the name. */
  app.get<{ Params: { id: string } }>("/certificates/:id/", async (request) => {
    const { id } = request.params;
    const row = CERTIFICATE_ID.test(id) ? await findCertificate(db, id) : null;
    if (!row) throw detail(404, MESSAGES.notFound);
    return {
      id: row.id,
      name: certificateName(row),
      event: row.event_name,
      edition: EDITION,
      issued_at: issuedAt(row),
    };
  });
}
