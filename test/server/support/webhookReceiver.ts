import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A chat's incoming webhook on 127.0.0.1 (ANNOUNCE_WEBHOOK_URL in the mail tests): each POST is kept (parsed JSON,
 * with the status it got) and answered with the next status of `answers` (200 once they run out; a 302 points to
 * another path, which answers 200 without keeping anything), after `delayMs`; `busiest` is the most posts it held at
 * once. `close()` and `open()` take it down and back on the same port.
 */
export interface Receiver {
  url: string;
  posts: Array<{ path: string; type: string; body: Record<string, unknown>; answered: number }>;
  answers: number[];
  delayMs: number;
  busiest: number;
  close: () => Promise<void>;
  open: () => Promise<void>;
}

export async function startReceiver(): Promise<Receiver> {
  let server: Server | null = null;
  let port = 0;
  let holding = 0;
  const state = { posts: [] as Receiver["posts"], answers: [] as number[], delayMs: 0, busiest: 0 };
  const read = async (request: IncomingMessage) => {
    let text = "";
    for await (const chunk of request) text += String(chunk);
    return text;
  };
  const answer = async (request: IncomingMessage) => {
    holding += 1;
    state.busiest = Math.max(state.busiest, holding);
    const text = await read(request);
    if (state.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, state.delayMs));
    holding -= 1;
    if (request.url === "/elsewhere") return 200;
    const answered = state.answers.shift() ?? 200;
    state.posts.push({
      path: request.url ?? "",
      type: request.headers["content-type"] ?? "",
      body: JSON.parse(text) as Record<string, unknown>,
      answered,
    });
    return answered;
  };
  const open = () =>
    new Promise<void>((resolve, reject) => {
      const made = createServer((request, response) => {
        void answer(request).then((status) => {
          const headers = status === 302 ? { Location: "/elsewhere" } : {};
          response.writeHead(status, { "Content-Type": "text/plain", ...headers }).end(status < 300 ? "ok" : "no");
        });
      });
      made.on("error", reject);
      made.listen(port, "127.0.0.1", () => {
        port = (made.address() as AddressInfo).port;
        server = made;
        resolve();
      });
    });
  const close = () =>
    new Promise<void>((resolve) => {
      const closing = server;
      server = null;
      if (!closing) return resolve();
      closing.closeAllConnections();
      closing.close(() => resolve());
    });
  await open();
  return Object.assign(state, {
    get url() {
      return `http://127.0.0.1:${port}/hooks/festival`;
    },
    close,
    open,
  });
}
