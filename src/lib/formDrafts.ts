/**
 * What a person typed into a form, kept in this tab's sessionStorage until the form is sent: a 401 mid-edit sends
 * them to /login, and the form gets its values back when they return. An explicit logout clears every draft.
 */
const PREFIX = "draft:";

export const DRAFT_KEYS = {
  profile: "profile",
  joinTeam: "join-team",
  createTeam: (eventId: number) => `create-team:${eventId}`,
  /** The console's editor of an event's texts, and its form for a new event. */
  eventContent: (eventId: number) => `event-content:${eventId}`,
  newEvent: "new-event",
  /** The console's editor of the festival's details. */
  festival: "festival-details",
} as const;

/** Where a draft is kept in sessionStorage (a pre-rendered copy's guard looks for it: src/prerender.tsx). */
export const draftStorageKey = (key: string): string => PREFIX + key;

function session(): Storage | undefined {
  try {
    return typeof window === "undefined" ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
}

export function readDraft(key: string): unknown {
  try {
    const text = session()?.getItem(draftStorageKey(key));
    return text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    return undefined;
  }
}

export function writeDraft(key: string, value: unknown): void {
  try {
    session()?.setItem(PREFIX + key, JSON.stringify(value));
  } catch {
    // no storage or a full quota: the form still works, only the restore after a 401 is lost
  }
}

export function clearDraft(key: string): void {
  try {
    session()?.removeItem(PREFIX + key);
  } catch {
    // nothing was stored
  }
}

export function clearAllDrafts(): void {
  const storage = session();
  if (!storage) return;
  try {
    const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index) ?? "");
    keys.filter((key) => key.startsWith(PREFIX)).forEach((key) => storage.removeItem(key));
  } catch {
    // nothing was stored
  }
}
