import type { Action } from "@reduxjs/toolkit";
import { tokenChangedElsewhere } from "../api/sessionEvents";

/** What DevTools shows instead of a secret. */
export const MASK = "[token]";

/** Fields that hold a session token, a provider ID token or an `Authorization` header, wherever they sit. */
const SECRET_KEY = /^(token|id_?token|access_?token|refresh_?token|authorization)$/i;

function masked(value: unknown, depth: number): unknown {
  if (depth > 12 || value === null || typeof value !== "object") return value;
  if (Array.isArray(value)) return value.map((item) => masked(item, depth + 1));
  // Only plain records are copied: anything else (a Date, an Error) is shown as it is.
  const prototype = Object.getPrototypeOf(value) as unknown;
  if (prototype !== Object.prototype && prototype !== null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key,
      SECRET_KEY.test(key) && typeof item === "string" && item !== "" ? MASK : masked(item, depth + 1),
    ]),
  );
}

/**
 * Redux DevTools stay on in every build (organisers debug live state), so what they record must not hand anyone
 * looking over a shoulder, or a shared recording, a working session: the auth slice's token, login/register answers,
 * RTK Query's cached answers and arguments, and a token taken over from another tab show as "[token]".
 */
export const sanitizeState = <S>(state: S): S => masked(state, 0) as S;

export function sanitizeAction<A extends Action>(action: A): A {
  if (tokenChangedElsewhere.match(action)) return { ...action, payload: MASK };
  return masked(action, 0) as A;
}
