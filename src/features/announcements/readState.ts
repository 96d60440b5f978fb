import { useCallback, useSyncExternalStore } from "react";
import { readItem, writeItem } from "../../lib/storage";

/**
 * Which announcements this browser has seen, kept in localStorage (not on the server): reading on a phone does not
 * mark them read on a laptop. At most the latest READ_LIMIT ids are kept.
 */
export const READ_KEY = "announcements-read";
const READ_LIMIT = 500;

const listeners = new Set<() => void>();
let cached: { raw: string | null; ids: ReadonlySet<number> } = { raw: null, ids: new Set() };

function readIds(): ReadonlySet<number> {
  const raw = readItem(READ_KEY);
  if (raw === cached.raw) return cached.ids;
  let ids: number[] = [];
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    if (Array.isArray(parsed)) ids = parsed.filter((id): id is number => Number.isInteger(id));
  } catch {
    ids = [];
  }
  cached = { raw, ids: new Set(ids) };
  return cached.ids;
}

export function markRead(ids: number[]): void {
  const next = [...new Set([...readIds(), ...ids])].slice(-READ_LIMIT);
  writeItem(READ_KEY, JSON.stringify(next));
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === READ_KEY) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

const EMPTY: ReadonlySet<number> = new Set();

/** The ids read in this browser, and a way to mark more; empty while a pre-rendered page is adopted. */
export function useReadAnnouncements(): [ReadonlySet<number>, (ids: number[]) => void] {
  const ids = useSyncExternalStore(subscribe, readIds, () => EMPTY);
  return [ids, useCallback((more: number[]) => markRead(more), [])];
}
