import type { FastifyInstance } from "fastify";
import * as z from "zod/mini";
import { CONTENT_LANGUAGES } from "../../../contract/languages";
import { sitemapEntries, sitemapPages, sitemapXml } from "../../../contract/sitemap";
import { publicLinks } from "../config";
import type { AppContext } from "../context";
import { route } from "../http/route";
import { listEvents } from "../repos/events";

/**
 * `GET sitemap.xml`: the public pages of the events listed now (an event organisers added is there, a hidden one is
 * not), in every language with hreflang alternates, at PUBLIC_URL; the same document the build writes from the
 * bundled events (contract/sitemap.ts). A web host serves it at `/sitemap.xml` (docs/operations.md).
 */
export async function sitemapRoutes(app: FastifyInstance, context: AppContext) {
  const { publicUrl } = publicLinks(context.config);
  route(app, context, {
    method: "GET",
    url: "/sitemap.xml",
    auth: "none",
    response: { 200: z.string() },
    summary: "The sitemap of the public pages of the published events, every language with hreflang alternates",
    tag: "events",
    handler: async ({ reply }) => {
      const { events } = await listEvents(context.db, null);
      reply.header("Content-Type", "application/xml; charset=utf-8");
      // Content changes by the hour during a festival: a crawler or a shared cache keeps it a minute.
      reply.header("Cache-Control", "public, max-age=60");
      const pages = sitemapPages(events.map((event) => event.slug));
      return sitemapXml(sitemapEntries(`${publicUrl}/`, pages, CONTENT_LANGUAGES));
    },
  });
}
