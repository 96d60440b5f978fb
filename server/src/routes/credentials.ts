import type { FastifyInstance, FastifyReply } from "fastify";
import * as z from "zod/mini";
import {
  didDocumentSchema,
  openBadgeCredentialSchema,
  statusListCredentialSchema,
} from "../../../contract/credentials";
import type { AppContext } from "../context";
import { detail } from "../http/errors";
import { route } from "../http/route";
import { CERTIFICATE_ID } from "../services/certificates";
import { CREDENTIALS_OFF, type Issuer } from "../services/credentials";
import { credentialOf, statusListOf } from "../services/credentialStore";

/** Credentials, status lists and the DID document are public: any verifier, on any site, may read them. */
function openToEveryOrigin(reply: FastifyReply) {
  reply.header("Access-Control-Allow-Origin", "*");
}

function issuerOrOff(issuer: Issuer | null): Issuer {
  if (!issuer) throw detail(503, CREDENTIALS_OFF);
  return issuer;
}

/** `GET certificates/{id}/credential` and the status lists, under /api/. */
export async function credentialRoutes(app: FastifyInstance, context: AppContext, issuer: Issuer | null) {
  const { db } = context;

  route(app, context, {
    method: "GET",
    url: "/certificates/:id/credential",
    auth: "none",
    params: z.object({ id: z.string().check(z.regex(CERTIFICATE_ID)) }),
    response: { 200: openBadgeCredentialSchema },
    summary: "The certificate as a signed Open Badges 3.0 credential (signed on its first fetch, then kept)",
    tag: "certificates",
    handler: async ({ params, reply }) => {
      openToEveryOrigin(reply);
      const signer = issuerOrOff(issuer);
      return (await credentialOf(db, signer, params.id)) as z.infer<typeof openBadgeCredentialSchema>;
    },
  });

  route(app, context, {
    method: "GET",
    url: "/credentials/status/:list",
    auth: "none",
    params: z.object({ list: z.string().check(z.regex(/^(0|[1-9]\d{0,5})$/)) }),
    response: { 200: statusListCredentialSchema },
    summary: "A signed revocation status list (Bitstring Status List): a revoked certificate's bit is set",
    tag: "certificates",
    handler: async ({ params, reply }) => {
      openToEveryOrigin(reply);
      const signer = issuerOrOff(issuer);
      const signed = await statusListOf(db, signer, Number(params.list));
      reply.header("Cache-Control", "public, max-age=60");
      return signed as z.infer<typeof statusListCredentialSchema>;
    },
  });
}

/** `/.well-known/did.json` at the origin's root: the issuer's did:web document with its public keys. */
export async function wellKnownRoutes(app: FastifyInstance, context: AppContext, issuer: Issuer | null) {
  route(app, context, {
    method: "GET",
    url: "/.well-known/did.json",
    auth: "none",
    response: { 200: didDocumentSchema },
    summary: "The certificate issuer's did:web document: the current signing key and the retired ones",
    tag: "certificates",
    handler: async ({ reply }) => {
      openToEveryOrigin(reply);
      reply.header("Cache-Control", "public, max-age=300");
      return issuerOrOff(issuer).didDocument;
    },
  });
}
