import {
  type BaseQueryFn,
  fetchBaseQuery,
  type FetchBaseQueryError,
  type FetchBaseQueryMeta,
} from "@reduxjs/toolkit/query/react";
import { config } from "../config/appConfig";
import { type ApiWords, apiWordsIn } from "./apiWords";
import { type FieldErrors, fieldErrorsFromBody, messageFromBody } from "./errorMessage";
import { isKeptRead, keepAnswer, keptAnswer, noteAnswerSource } from "./keptAnswers";
import { requestTimeoutMs } from "./requestTimeout";
import { type ErrorStatus, ResultStatus, statusFromHttp } from "./resultStatus";
import { sessionExpired } from "./sessionEvents";
import { HTTP_TOO_MANY_REQUESTS, retryAfterSeconds, throttledWords } from "./throttle";

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export interface ApiRequest {
  url: string;
  method?: HttpMethod;
  body?: Record<string, unknown> | unknown[];
  /** A spreadsheet upload, sent as `text/csv` instead of a JSON body. */
  csv?: string;
  /**
   * A 401 to this call does not end the session: an optional feature's endpoint, which a server may refuse while the
   * session is fine elsewhere (docs/API.md, "Optional features and the original backend"; src/api/optionalRead.ts).
   */
  keepsSession?: boolean;
  /**
   * A file download: the answer is kept as a Blob (bytes as sent, a byte-order mark included) and asked for with
   * this media type. Blobs do not belong in the store: use it from a `queryFn` that saves the file and returns null.
   */
  download?: string;
}

/** What a failed call gives the UI: the status of docs/SPEC.md section 4 and a message a person can read. */
export interface ApiError {
  status: ErrorStatus;
  message: string;
  httpStatus?: number;
  fields: FieldErrors;
  /**
   * The server's id of the failed request (`X-Request-Id`, docs/monitoring.md), shown after an error toast's text so
   * a report can be found in the server's logs; absent when the server sends none (the original backend).
   */
  requestId?: string;
}

/** What a request id looks like; any other header value is not shown. */
const REQUEST_ID = /^[A-Za-z0-9._:-]{8,64}$/;

/** The answer's request id, when it has one that looks like an id. */
function requestIdOf(meta: FetchBaseQueryMeta | undefined): { requestId?: string } {
  const id = meta?.response?.headers.get("X-Request-Id");
  return id && REQUEST_ID.test(id) ? { requestId: id } : {};
}

interface TokenState {
  auth: { token: string };
  language?: { language?: string };
}

const tokenOf = (state: unknown) => (state as TokenState).auth.token;

/**
 * The language the app shows, sent as `Accept-Language` so the server answers its messages in it (docs/API.md,
 * "Languages"): a header every server accepts, and one a browser sends without asking the server's CORS settings first.
 */
export const languageOf = (state: unknown) => (state as TokenState).language?.language;

function queryPairs(body: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(body)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) value.forEach((item) => params.append(key, String(item)));
    else params.append(key, String(value));
  }
  return params.toString();
}

/** `{ q: "a b", tag: [1, 2], skip: null }` → `?q=a+b&tag=1&tag=2`; nothing to send → "". */
export function toQueryString(body: Record<string, unknown>): string {
  const query = queryPairs(body);
  return query ? `?${query}` : "";
}

/** JSON, with an empty (or blank) body read as null; a body that is not JSON throws, which reads as PARSING_ERROR. */
async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  return text.trim() === "" ? null : (JSON.parse(text) as unknown);
}

/** A download's bytes as a Blob; a refusal's body is read as JSON like any other, for its message. */
const readDownload = (response: Response) =>
  statusFromHttp(response.status) === ResultStatus.success ? response.blob() : readJson(response);

/** Failures that say the server was not reached (no answer at all), as opposed to an answer refusing the call. */
const OUT_OF_REACH = new Set(["FETCH_ERROR", "TIMEOUT_ERROR"]);

/**
 * A failure as toApiError makes it: a message the server or the browser wrote (as it is), or the app's own words
 * (`ApiWords`), which the base query puts into the language shown (src/api/apiWords.ts) before anyone reads them.
 */
type Failure = Omit<ApiError, "message"> & { message: string | ApiWords };

/** The transport's own words: "TypeError: Failed to fetch" → "Failed to fetch"; none → the app's. */
const transportMessage = (error: string): string | ApiWords =>
  error.replace(/^[A-Za-z]*Error: /, "") || { key: "api.transportFailed" };

/** RTK Query's error (status code, or FETCH_ERROR and friends) → the ApiError of docs/SPEC.md section 4. */
function toFailure(error: FetchBaseQueryError, meta: FetchBaseQueryMeta | undefined, aborted: boolean): Failure {
  const unknown = ResultStatus.unknown;
  switch (error.status) {
    case "TIMEOUT_ERROR":
      return { status: unknown, message: { key: "api.timeout" }, fields: {} };
    case "FETCH_ERROR": {
      const transport = transportMessage(error.error);
      // The app itself gave up on the call (a page left, a query no longer wanted): nobody reads a hint then.
      const message: string | ApiWords =
        aborted || typeof transport !== "string"
          ? transport
          : { key: "api.unreachable", values: { reason: transport } };
      return { status: unknown, message, fields: {} };
    }
    case "PARSING_ERROR": {
      const status = statusFromHttp(error.originalStatus);
      const errorStatus = status === ResultStatus.success ? unknown : (status as ErrorStatus);
      return {
        status: errorStatus,
        message: { key: "api.invalidJson" },
        httpStatus: error.originalStatus,
        fields: {},
        ...requestIdOf(meta),
      };
    }
    case "CUSTOM_ERROR":
      return { status: unknown, message: error.error, fields: {} };
    default: {
      const response = meta?.response;
      if (error.status === HTTP_TOO_MANY_REQUESTS) {
        const seconds = retryAfterSeconds(response?.headers.get("Retry-After") ?? null, messageFromBody(error.data));
        return {
          status: unknown,
          message: throttledWords(seconds),
          httpStatus: error.status,
          fields: {},
          ...requestIdOf(meta),
        };
      }
      return {
        status: statusFromHttp(error.status) as ErrorStatus,
        message:
          messageFromBody(error.data) ??
          (response?.statusText || { key: "api.requestFailed", values: { status: error.status } }),
        httpStatus: error.status,
        fields: fieldErrorsFromBody(error.data),
        ...requestIdOf(meta),
      };
    }
  }
}

/**
 * The one way the app talks to the festival API (docs/SPEC.md section 7, docs/API.md "Transport"): RTK Query's
 * `fetchBaseQuery` (time limit per call, the session's token added from the store), wrapped once for what every call
 * shares: a 401 to a call made with the token this tab still holds dispatches `sessionExpired` (the store, the router
 * guard and a listener react to it), and every failure becomes an ApiError with a message a person can read, the app's
 * own words in the language shown (src/api/apiWords.ts).
 */
export const apiBaseQuery = (
  baseUrl: string = config.apiBaseUrl,
): BaseQueryFn<ApiRequest | string, unknown, ApiError> => {
  const transport = fetchBaseQuery({
    baseUrl,
    prepareHeaders: (headers, { getState }) => {
      const token = tokenOf(getState());
      if (token) headers.set("Authorization", `Token ${token}`);
      if (!headers.has("Accept")) headers.set("Accept", "application/json");
      const language = languageOf(getState());
      if (language) headers.set("Accept-Language", language);
      return headers;
    },
    paramsSerializer: queryPairs,
    responseHandler: readJson,
    // Below 400 is success (docs/SPEC.md section 4), not only 2xx.
    validateStatus: (response) => statusFromHttp(response.status) === ResultStatus.success,
  });

  return async (request, queryApi, extra) => {
    const {
      url,
      method = "GET",
      body,
      csv,
      download,
      keepsSession = false,
    } = typeof request === "string" ? { url: request } : request;
    const token = tokenOf(queryApi.getState());
    const sendsQuery = method === "GET" || method === "DELETE";
    const params = sendsQuery && body && !Array.isArray(body) && queryPairs(body) !== "" ? body : undefined;

    const result = await transport(
      {
        url,
        method,
        params,
        body: sendsQuery ? undefined : (csv ?? body),
        headers: {
          ...(csv === undefined ? {} : { "Content-Type": "text/csv" }),
          ...(download === undefined ? {} : { Accept: download }),
        },
        responseHandler: download === undefined ? readJson : readDownload,
        timeout: requestTimeoutMs(),
      },
      queryApi,
      extra as object,
    );

    const httpStatus = result.meta?.response?.status;
    // A late 401 for a token this tab no longer holds (logged out, or signed in again since) ends nothing.
    const stillCurrent = token !== "" && tokenOf(queryApi.getState()) === token;
    const unauthenticated = httpStatus !== undefined && statusFromHttp(httpStatus) === ResultStatus.unauthenticated;
    if (unauthenticated && stillCurrent && !keepsSession) {
      queryApi.dispatch(sessionExpired());
    }

    // The dashboard's reads are kept on this device for the session, and answered from that copy when the server is
    // out of reach (offline, or no answer in time); src/api/keptAnswers.ts, docs/performance.md "Signed in, offline".
    const kept = method === "GET" && stillCurrent && params === undefined && download === undefined && isKeptRead(url);
    if (kept && !result.error) {
      keepAnswer(token, url, result.data);
      noteAnswerSource(url, null);
    }
    if (kept && result.error && OUT_OF_REACH.has(String(result.error.status)) && !queryApi.signal.aborted) {
      const copy = keptAnswer(token, url);
      if (copy) {
        noteAnswerSource(url, copy.savedAt);
        return { data: copy.data };
      }
    }
    // Refused (401, 403, 404, 5xx): the copy shown meanwhile is no longer being updated; the page says the read failed.
    if (kept && result.error) noteAnswerSource(url, null);
    if (result.error) {
      const failure = toFailure(result.error, result.meta, queryApi.signal.aborted);
      const { message } = failure;
      // The app's own words in the language shown (fetched with the toasts' once the start-up is idle).
      const browserWords = "error" in result.error ? result.error.error : String(result.error.status);
      const words =
        typeof message === "string"
          ? message
          : await apiWordsIn(languageOf(queryApi.getState()), message, browserWords);
      return { error: { ...failure, message: words } };
    }
    return { data: result.data };
  };
};
