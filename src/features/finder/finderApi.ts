import {
  acceptedSchema,
  finderMineSchema,
  listingPageSchema,
  myListingSchema,
  receivedRequestSchema,
  sentRequestSchema,
  type Accepted,
  type AcceptRequest,
  type FinderMine,
  type ListingPage,
  type ListingSave,
  type MyListing,
  type ReceivedRequest,
  type ReportCreate,
  type RequestSend,
  type SentRequest,
} from "../../../contract/finder";
import { api } from "../../api/api";
import {
  isWithheld,
  optionalRead,
  refetchUnlessWithheld,
  type ReadOptions,
  type Withheld,
} from "../../api/optionalRead";
import { validatedQuery } from "../../api/validatedQuery";
import { accessOf, finderAccessApi } from "./finderAccessApi";

/** What a browse asks for: the event, the filters ("" for none) and the page. */
export interface BrowseArg {
  event: string;
  skill: string;
  institute: string;
  country: string;
  hasTeam: "" | "yes" | "no";
  page: number;
}

const browseParams = ({ skill, institute, country, hasTeam, page }: BrowseArg) =>
  Object.fromEntries(
    Object.entries({
      skill,
      institute: institute.trim(),
      country,
      has_team: hasTeam,
      page: page > 1 ? page : "",
    }).filter(([, value]) => value !== ""),
  );

const readMyFinder = optionalRead<FinderMine, void>(() => "finder/", { newEndpoint: true, schema: finderMineSchema });
type AccessState = Parameters<ReturnType<typeof finderAccessApi.endpoints.getFinderAccess.select>>[0];

/** What changes with a listing or a request: the caller's finder, the pages, and (a team formed) the events' teams. */
const FINDER = ["Finder"] as const;

/** `finder/` as the server answered it: the caller's finder, or `Withheld` from a server without the finder. */
export type FinderAnswer = FinderMine | Withheld;

/**
 * The teammate finder's endpoints (docs/API.md "Teammate finder"). `getMyFinder` is the dashboard's read and the
 * feature's detection (docs/API.md, "Optional features and the original backend"): a 404 there, or a 401 though the
 * session is fine elsewhere, means a server without the finder (the original backend). That is an answer, kept like
 * one: the app shows nothing of the finder, ends no session, and asks no more until the session changes.
 */
export const finderApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMyFinder: build.query<FinderAnswer, void>({
      queryFn: async (arg, queryApi, extra, baseQuery) => {
        // A server the events view's read found without the finder is not asked again (./finderAccessApi.ts).
        const access = finderAccessApi.endpoints.getFinderAccess.select()(queryApi.getState() as AccessState);
        if (access.data && isWithheld(access.data)) return { data: access.data };
        const result = await readMyFinder(arg, queryApi, extra, baseQuery);
        if ("data" in result && result.data !== undefined)
          void queryApi.dispatch(
            finderAccessApi.util.upsertQueryData("getFinderAccess", undefined, accessOf(result.data)),
          );
        return result;
      },
      providesTags: FINDER,
    }),
    browseListings: build.query<ListingPage, BrowseArg>({
      queryFn: validatedQuery(listingPageSchema, (arg: BrowseArg) => ({
        url: `finder/${encodeURIComponent(arg.event)}/`,
        body: browseParams(arg),
      })),
      providesTags: FINDER,
    }),
    saveListing: build.mutation<MyListing, { event: string; body: ListingSave }>({
      queryFn: validatedQuery(myListingSchema, ({ event, body }: { event: string; body: ListingSave }) => ({
        url: `finder/${encodeURIComponent(event)}/listing/`,
        method: "PUT",
        body: { ...body },
      })),
      invalidatesTags: FINDER,
    }),
    endListing: build.mutation<null, { event: string }>({
      query: ({ event }) => ({ url: `finder/${encodeURIComponent(event)}/listing/`, method: "DELETE" }),
      invalidatesTags: FINDER,
    }),
    sendRequest: build.mutation<SentRequest, { listing: number; body: RequestSend }>({
      queryFn: validatedQuery(sentRequestSchema, ({ listing, body }: { listing: number; body: RequestSend }) => ({
        url: `finder/listings/${listing}/requests/`,
        method: "POST",
        body: { ...body },
      })),
      invalidatesTags: FINDER,
    }),
    acceptRequest: build.mutation<Accepted, { request: number; body: AcceptRequest }>({
      queryFn: validatedQuery(acceptedSchema, ({ request, body }: { request: number; body: AcceptRequest }) => ({
        url: `finder/requests/${request}/accept/`,
        method: "POST",
        body: { ...body },
      })),
      invalidatesTags: ["Finder", "Events", "Teams"],
    }),
    declineRequest: build.mutation<ReceivedRequest, { request: number }>({
      queryFn: validatedQuery(receivedRequestSchema, ({ request }: { request: number }) => ({
        url: `finder/requests/${request}/decline/`,
        method: "POST",
      })),
      invalidatesTags: FINDER,
    }),
    blockSender: build.mutation<null, { request: number }>({
      query: ({ request }) => ({ url: `finder/requests/${request}/block/`, method: "POST" }),
      invalidatesTags: FINDER,
    }),
    withdrawRequest: build.mutation<null, { request: number }>({
      query: ({ request }) => ({ url: `finder/requests/${request}/`, method: "DELETE" }),
      invalidatesTags: FINDER,
    }),
    reportToOrganisers: build.mutation<{ id: number }, ReportCreate>({
      query: (body) => ({ url: "finder/reports/", method: "POST", body: { ...body } }),
    }),
  }),
});

export const {
  useGetMyFinderQuery,
  useBrowseListingsQuery,
  useSaveListingMutation,
  useEndListingMutation,
  useSendRequestMutation,
  useAcceptRequestMutation,
  useDeclineRequestMutation,
  useBlockSenderMutation,
  useWithdrawRequestMutation,
  useReportToOrganisersMutation,
} = finderApi;

/**
 * The caller's finder (`finder/`): `data` only from a server with the finder, `absent` when the server answered that it
 * has none (then nothing of the finder shows).
 */
export function useMyFinder(options: ReadOptions = {}) {
  // After `Withheld`, not asked again when the network returns or the tab regains focus (src/api/optionalRead.ts).
  const known = finderApi.endpoints.getMyFinder.useQueryState(undefined);
  const read = useGetMyFinderQuery(undefined, refetchUnlessWithheld(known.data, options));
  const answer: FinderAnswer | undefined = read.data;
  const data: FinderMine | undefined = isWithheld(answer) ? undefined : answer;
  const { isLoading, isFetching, isError, error, refetch } = read;
  return { data, absent: isWithheld(answer), isLoading, isFetching, isError, error, refetch };
}
