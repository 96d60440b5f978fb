import type { BaseQueryFn } from "@reduxjs/toolkit/query/react";
import { config } from "../config/appConfig";
import { type FieldErrors, fieldErrorsFromBody, messageFromBody } from "./errorMessage";
import { requestTimeoutMs, TIMEOUT_MESSAGE, withTimeout } from "./requestTimeout";
import { type ErrorStatus, ResultStatus, statusFromHttp } from "./resultStatus";
import { sessionExpired } from "./sessionEvents";
import { HTTP_TOO_MANY_REQUESTS, retryAfterSeconds, throttledMessage } from "./throttle";

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export interface ApiRequest {
  url: string;
  method?: HttpMethod;
  body?: Record<string, unknown> | unknown[];
  /** A spreadsheet upload, sent as `text/csv` instead of a JSON body. */
  csv?: string;
}

/** What a failed call gives the UI: the status of docs/SPEC.md section 4 and a message a person can read. */
export interface ApiError {
  status: ErrorStatus;
  message: string;
  httpStatus?: number;
  fields: FieldErrors;
}

export const INVALID_JSON_MESSAGE = "Invalid JSON received";

interface TokenState {
  auth: { token: string };
}

export function toQueryString(body: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(body)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) value.forEach((item) => params.append(key, String(item)));
    else params.append(key, String(value));
  }
  const query = params.toString();
  return query ? `?${query}` : "";
}

async function readBody(response: Response): Promise<{ ok: true; body: unknown } | { ok: false }> {
  const text = await response.text();
  if (text.trim() === "") return { ok: true, body: null };
  try {
    return { ok: true, body: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

/**
 * The one way the app talks to the festival API (docs/SPEC.md section 7, docs/API.md "Transport").
 * A 401 dispatches `sessionExpired`; the store, the router guard and a listener react to it.
 */
export const apiBaseQuery =
  (baseUrl: string = config.apiBaseUrl): BaseQueryFn<ApiRequest | string, unknown, ApiError> =>
  async (request, { getState, dispatch, signal }) => {
    const { url, method = "GET", body, csv } = typeof request === "string" ? { url: request } : request;
    const token = (getState() as TokenState).auth.token;
    const headers: Record<string, string> = {
      Accept: "application/json",
      "Content-Type": csv === undefined ? "application/json" : "text/csv",
    };
    if (token) headers.Authorization = `Token ${token}`;

    const sendsQuery = method === "GET" || method === "DELETE";
    const query = sendsQuery && body && !Array.isArray(body) ? toQueryString(body) : "";
    const target = new URL(url + query, baseUrl).toString();

    const limit = withTimeout(signal, requestTimeoutMs());
    let response: Response;
    let parsed: Awaited<ReturnType<typeof readBody>>;
    try {
      response = await fetch(target, {
        method,
        headers,
        body: sendsQuery ? undefined : (csv ?? (body === undefined ? undefined : JSON.stringify(body))),
        signal: limit.signal,
      });
      parsed = await readBody(response);
    } catch (error) {
      if (limit.timedOut()) return { error: { status: ResultStatus.unknown, message: TIMEOUT_MESSAGE, fields: {} } };
      const transport = error instanceof Error && error.message ? error.message : "Network request failed";
      const aborted = error instanceof DOMException && error.name === "AbortError";
      const message = aborted
        ? transport
        : `Could not reach the server (${transport}). Check your connection and try again.`;
      return { error: { status: ResultStatus.unknown, message, fields: {} } };
    } finally {
      limit.done();
    }

    const status = statusFromHttp(response.status);
    // A late 401 for a token this tab no longer holds (logged out, or signed in again since) ends nothing.
    const stillCurrent = token !== "" && (getState() as TokenState).auth.token === token;
    if (status === ResultStatus.unauthenticated && stillCurrent) dispatch(sessionExpired());

    if (!parsed.ok) {
      const errorStatus: ErrorStatus = status === ResultStatus.success ? ResultStatus.unknown : (status as ErrorStatus);
      return {
        error: { status: errorStatus, message: INVALID_JSON_MESSAGE, httpStatus: response.status, fields: {} },
      };
    }
    if (status === ResultStatus.success) return { data: parsed.body };
    if (response.status === HTTP_TOO_MANY_REQUESTS) {
      const seconds = retryAfterSeconds(response.headers.get("Retry-After"), messageFromBody(parsed.body));
      return {
        error: { status: ResultStatus.unknown, message: throttledMessage(seconds), httpStatus: 429, fields: {} },
      };
    }
    return {
      error: {
        status: status as ErrorStatus,
        message:
          messageFromBody(parsed.body) ?? (response.statusText || `Request failed with status ${response.status}`),
        httpStatus: response.status,
        fields: fieldErrorsFromBody(parsed.body),
      },
    };
  };
