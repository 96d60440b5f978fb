import { useDeferredValue } from "react";

/** The parts of a read's state (an RTK Query hook's result) that say whether its answer is in. */
interface Read {
  data?: unknown;
  isLoading: boolean;
}

/**
 * The read as it was in the render that first has its answer, and as it is in the transition React renders right
 * after (`useDeferredValue`, which yields to input every few milliseconds): the answer's content renders there, not
 * in the render that tells of it. That render is synchronous when the answer came while the component was being
 * mounted (React checks a store's value again as it subscribes), and on a phone a console view's tables, or its
 * navigation, took 90 to 170 ms in that one task (docs/performance.md). Later answers (another page, a refetch) are
 * given as they come, with the rest of the component.
 */
export function useFirstAnswerLater<R extends Read>(read: R): R {
  const answered = read.data !== undefined;
  // False in the render that first has the answer, true in the transition after it; never deferred again.
  const shown = useDeferredValue(answered);
  return answered && !shown ? { ...read, data: undefined, isLoading: true } : read;
}
