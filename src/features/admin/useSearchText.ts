import { useEffect, useRef, useState } from "react";

const SETTLE_MS = 300;

/** A search box's text and the search it sends once typing settles (one request, not one per key). */
export function useSearchText(onSearch: () => void) {
  const [input, setInput] = useState("");
  const [search, setSearch] = useState("");
  const onSearchRef = useRef(onSearch);
  useEffect(() => {
    onSearchRef.current = onSearch;
  });
  useEffect(() => {
    const trimmed = input.trim();
    if (trimmed === search) return;
    const timer = window.setTimeout(() => {
      setSearch(trimmed);
      onSearchRef.current();
    }, SETTLE_MS);
    return () => window.clearTimeout(timer);
  }, [input, search]);
  return { input, search, setInput };
}
