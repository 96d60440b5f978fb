import { api } from "../../api/api";
import { isWithheld, optionalRead, refetchUnlessWithheld, type Withheld } from "../../api/optionalRead";

/** `finder/` as far as an event card's "Find a teammate" needs it: whether the caller may use the finder. */
export type FinderAccess = { mayUse: boolean } | Withheld;

/**
 * What `finder/`'s answer (or its absence) means for the link: the caller's finder, not blocked from it; an answer of
 * any other shape shows no link (the finder page says why).
 */
export const accessOf = (answer: unknown): FinderAccess =>
  isWithheld(answer)
    ? answer
    : {
        mayUse: typeof answer === "object" && answer !== null && (answer as { banned?: unknown }).banned === false,
      };

const read = optionalRead<unknown, void>(() => "finder/", { newEndpoint: true });

/**
 * The events view's read of `finder/` (docs/API.md, "Teammate finder"), apart from `getMyFinder` (./finderApi.ts):
 * the link needs one field, so its answer is looked at without the finder's schemas, and the view downloads neither
 * them nor zod (about 11 KB gzip). A 404, or a 401 though the session is fine, is a server without the finder
 * (src/api/optionalRead.ts): no link, and not asked again until the session changes. The two reads share what they
 * learn: `getMyFinder` writes its answer here, and asks nothing once this read found the finder absent.
 */
export const finderAccessApi = api.injectEndpoints({
  endpoints: (build) => ({
    getFinderAccess: build.query<FinderAccess, void>({
      queryFn: async (arg, queryApi, extra, baseQuery) => {
        const result = await read(arg, queryApi, extra, baseQuery);
        if ("error" in result) return { error: result.error };
        return { data: accessOf(result.data) };
      },
      providesTags: ["Finder"],
    }),
  }),
});

/** True once `finder/` answered with the caller's finder and the caller is not blocked from it. */
export function useFinderAccess(): boolean {
  const known = finderAccessApi.endpoints.getFinderAccess.useQueryState(undefined);
  const { data } = finderAccessApi.useGetFinderAccessQuery(undefined, refetchUnlessWithheld(known.data, {}));
  return data !== undefined && !isWithheld(data) && data.mayUse;
}
