import { createServer, request, type IncomingHttpHeaders, type Server } from "node:http";
import { loadConfig } from "../../server/src/config";
import { NO_THROTTLE } from "../../server/src/http/throttle";
import { startHarness, type Harness } from "./support/harness";

jest.setTimeout(60_000);

// Issue 30, item 2: TRUST_PROXY counts the proxies in front of the API; behind one, the client is the address that
// proxy appended to X-Forwarded-For, whatever the client wrote there itself.

let api: Harness;
let proxy: Server;
let proxyPort: number;

/** A reverse proxy as nginx's `$proxy_add_x_forwarded_for` does it: forwards, appending the peer it saw. */
function forwardingProxy(target: URL): Server {
  return createServer((incoming, outgoing) => {
    const seen = incoming.socket.remoteAddress ?? "";
    const previous = incoming.headers["x-forwarded-for"];
    const headers: IncomingHttpHeaders = {
      ...incoming.headers,
      "x-forwarded-for": previous ? `${String(previous)}, ${seen}` : seen,
    };
    const forwarded = request(
      { host: target.hostname, port: target.port, path: incoming.url, method: incoming.method, headers },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    forwarded.on("error", () => outgoing.destroy());
    incoming.pipe(forwarded);
  });
}

/** A login/ through the proxy from the loopback address `from` (127.0.0.x), with a forged X-Forwarded-For. */
function loginVia(from: string, forged: string): Promise<number> {
  const body = JSON.stringify({ id_token: "not-a-token" });
  return new Promise((resolve, reject) => {
    const sent = request(
      {
        host: "127.0.0.1",
        port: proxyPort,
        path: "/api/login/",
        method: "POST",
        localAddress: from,
        agent: false,
        headers: { "Content-Type": "application/json", "X-Forwarded-For": forged },
      },
      (answer) => {
        answer.resume();
        answer.on("end", () => resolve(answer.statusCode ?? 0));
      },
    );
    sent.on("error", reject);
    sent.end(body);
  });
}

beforeAll(async () => {
  api = await startHarness({
    trustProxy: loadConfig({ TRUST_PROXY: "1" }).trustProxy,
    // 10 logins per window as the default "10/min", in a day-long window so that it never rolls over mid-test.
    throttle: { ...NO_THROTTLE, login: { limit: 10, seconds: 86_400 } },
  });
  proxy = forwardingProxy(new URL(api.url));
  await new Promise<void>((resolve) => proxy.listen(0, "127.0.0.1", resolve));
  const address = proxy.address();
  proxyPort = typeof address === "object" && address ? address.port : 0;
});
afterAll(async () => {
  await new Promise((resolve) => proxy.close(resolve));
  await api.close();
});

describe("behind one proxy that appends to X-Forwarded-For (TRUST_PROXY=1)", () => {
  it("throttles a client rotating forged entries past 10 logins, and not another client", async () => {
    const statuses: number[] = [];
    for (let index = 0; index < 40; index += 1) {
      statuses.push(await loginVia("127.0.0.2", `203.0.113.${index}, 198.51.100.${index}`));
    }
    // The first 10 reach the ID-token check (a 400 for this made-up token); the other 30 are refused.
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(400));
    expect(statuses.slice(10)).toEqual(Array(30).fill(429));
    // A different client behind the same proxy, even claiming the first client's address, has its own count.
    expect(await loginVia("127.0.0.3", "127.0.0.2")).toBe(400);
  });
});

describe("TRUST_PROXY", () => {
  it("is a number of proxies: 0 by default, 1 for one, and `true` is refused as unsafe", () => {
    expect(loadConfig({}).trustProxy).toBe(0);
    expect(loadConfig({ TRUST_PROXY: "1" }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: "2" }).trustProxy).toBe(2);
    expect(() => loadConfig({ TRUST_PROXY: "true" })).toThrow(
      /TRUST_PROXY: "true" would trust every X-Forwarded-For entry.*number of reverse proxies/,
    );
    expect(() => loadConfig({ TRUST_PROXY: "nginx" })).toThrow(/TRUST_PROXY.*not a number of proxies/);
  });
});
