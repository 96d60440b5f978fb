/** How long a call may go unanswered before the app gives up on it and says so. */
const REQUEST_TIMEOUT_MS = 20_000;

let timeoutMs = REQUEST_TIMEOUT_MS;

export const requestTimeoutMs = () => timeoutMs;

/** Tests lower the limit so a server that never answers fails fast; returns the restore. */
export function setRequestTimeoutMs(ms: number): () => void {
  const previous = timeoutMs;
  timeoutMs = ms;
  return () => {
    timeoutMs = previous;
  };
}
