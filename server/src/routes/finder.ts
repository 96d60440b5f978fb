import type { FastifyInstance } from "fastify";
import * as z from "zod/mini";
import {
  acceptedSchema,
  acceptSchema,
  FINDER_PAGE_SIZE,
  finderEventParamsSchema,
  finderMineSchema,
  listingFilterSchema,
  listingPageSchema,
  listingSaveSchema,
  myListingSchema,
  receivedRequestSchema,
  reportCreatedSchema,
  reportSchema,
  requestSendSchema,
  sentRequestSchema,
} from "../../../contract/finder";
import type { AppContext } from "../context";
import { detail, MESSAGES } from "../http/errors";
import { pageNumber, pageOf, pageWindow } from "../http/paging";
import { answer, route } from "../http/route";
import { throttleCall } from "../http/throttle";
import { endOwnListing, browseListings, listingFilters, saveListing } from "../services/finderListings";
import { report } from "../services/finderModeration";
import {
  acceptRequest,
  blockRequestSender,
  declineRequest,
  finderOf,
  sendRequest,
  withdrawRequest,
} from "../services/finderRequests";
import { emailOn } from "../services/mailSwitch";
import { parseId } from "../services/validate";

const idParams = z.object({ id: z.string() });

/** A path id, or 404 as for an unknown path. */
const pathId = (raw: string): number => {
  const id = parseId(raw);
  if (id === null) throw detail(404, MESSAGES.notFound);
  return id;
};

/** The teammate finder (docs/API.md "Teammate finder"): listings, requests, reports. */
export async function finderRoutes(app: FastifyInstance, context: AppContext) {
  const { db, config } = context;
  const { finderBrowse, finderRequestsPerUser, finderRequestsPerAddress, finderReports } = config.throttle;
  const tag = "finder";

  route(app, context, {
    method: "GET",
    url: "/finder/",
    auth: "user",
    response: { 200: finderMineSchema },
    summary: "The caller's listings and the requests they received and sent, across events",
    tag,
    handler: ({ user }) => finderOf(db, user),
  });

  route(app, context, {
    method: "GET",
    url: "/finder/:event/",
    auth: "user",
    params: finderEventParamsSchema,
    guard: ({ user }) => throttleCall(db, `finder-browse:user:${user.id}`, finderBrowse),
    query: listingFilterSchema,
    response: { 200: listingPageSchema },
    summary: "An event's open listings, newest first, filtered by skill, institute, country and team, 20 a page",
    tag,
    handler: async ({ user, params, query, request }) => {
      const page = pageNumber(query.page);
      const { page: _page, ...filters } = query;
      const window = pageWindow(page, FINDER_PAGE_SIZE);
      const [count, rows] = await browseListings(db, user, params.event, listingFilters(filters), window);
      return pageOf(request, page, count, rows, FINDER_PAGE_SIZE);
    },
  });

  route(app, context, {
    method: "PUT",
    url: "/finder/:event/listing/",
    auth: "user",
    params: finderEventParamsSchema,
    body: listingSaveSchema,
    response: { 200: myListingSchema },
    summary: "Lists the caller (or their team with a free place) as looking for a teammate; saving renews it",
    tag,
    handler: ({ user, params, body }) => saveListing(db, user, params.event, body),
  });

  route(app, context, {
    method: "DELETE",
    url: "/finder/:event/listing/",
    auth: "user",
    params: finderEventParamsSchema,
    response: { 204: null },
    summary: "Ends the caller's listing in the event",
    tag,
    handler: async ({ user, params }) => endOwnListing(db, user, params.event),
  });

  route(app, context, {
    method: "POST",
    url: "/finder/listings/:id/requests/",
    auth: "user",
    params: idParams,
    guard: async ({ user, request }) => {
      await throttleCall(db, `finder-request:user:${user.id}`, finderRequestsPerUser);
      await throttleCall(db, `finder-request:ip:${request.ip}`, finderRequestsPerAddress);
    },
    body: requestSendSchema,
    response: { 201: sentRequestSchema },
    summary: "Asks a listing to team up, with a short message and the details the owner may see",
    tag,
    handler: async ({ user, params, body }) =>
      answer(201, await sendRequest(db, user, pathId(params.id), body, emailOn(context))),
  });

  route(app, context, {
    method: "POST",
    url: "/finder/requests/:id/accept/",
    auth: "user",
    params: idParams,
    body: acceptSchema,
    response: { 200: acceptedSchema },
    summary: "The listing's owner accepts a request: the two are in one team, in one transaction",
    tag,
    handler: ({ user, params, body }) => acceptRequest(db, user, pathId(params.id), body, emailOn(context)),
  });

  route(app, context, {
    method: "POST",
    url: "/finder/requests/:id/decline/",
    auth: "user",
    params: idParams,
    response: { 200: receivedRequestSchema },
    summary: "The listing's owner declines a request",
    tag,
    handler: ({ user, params }) => declineRequest(db, user, pathId(params.id)),
  });

  route(app, context, {
    method: "POST",
    url: "/finder/requests/:id/block/",
    auth: "user",
    params: idParams,
    response: { 204: null },
    summary: "The listing's owner blocks the request's sender (silently: the sender is not told)",
    tag,
    handler: async ({ user, params }) => blockRequestSender(db, user, pathId(params.id)),
  });

  route(app, context, {
    method: "DELETE",
    url: "/finder/requests/:id/",
    auth: "user",
    params: idParams,
    response: { 204: null },
    summary: "The sender withdraws a request still waiting for an answer",
    tag,
    handler: async ({ user, params }) => withdrawRequest(db, user, pathId(params.id)),
  });

  route(app, context, {
    method: "POST",
    url: "/finder/reports/",
    auth: "user",
    guard: ({ user }) => throttleCall(db, `finder-report:user:${user.id}`, finderReports),
    body: reportSchema,
    response: { 201: reportCreatedSchema },
    summary: "Reports a listing or a request to the organisers, with a reason",
    tag,
    handler: async ({ user, body }) => answer(201, { id: await report(db, user, body) }),
  });
}
