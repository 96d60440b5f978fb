import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { apiUrl } from "../msw/apiUrl";
import { server } from "../msw/server";
import { loggedIn, renderApp } from "../utils/renderWithProviders";
import { installTeamServer } from "./dashboard/fakeTeamServer";

// The server names each request in X-Request-Id (docs/monitoring.md): the error toast shows it after its text, so a
// participant's report can be found in the logs. The app itself sends no request id, nor any other header a server
// (the original backend included) would have to allow: only CORS's safelisted ones and the session's token.

const ID = "0af76519-16cd-43dd-8448-eb211c80319c";
const SENDABLE = ["accept", "accept-language", "content-language", "content-type", "authorization"];

async function joinRefused(headers: Record<string, string>) {
  const sent: string[][] = [];
  installTeamServer();
  server.use(
    http.post(apiUrl("teams/join/"), ({ request }) => {
      sent.push([...request.headers.keys()]);
      return HttpResponse.json({ detail: "Invalid Access Code" }, { status: 400, headers });
    }),
  );
  const user = userEvent.setup();
  renderApp({ route: "/dashboard/events", preloadedState: loggedIn() });
  await screen.findAllByText("Registration open");
  await user.type(screen.getByLabelText("Access code"), "WRONG12");
  await user.click(screen.getByRole("button", { name: "Join team" }));
  return sent;
}

describe("the request id in error toasts", () => {
  it("follows the toast's text when the server names the request; the app sent no header of its own", async () => {
    const sent = await joinRefused({ "X-Request-Id": ID });
    expect(await screen.findByText(`Oops... Invalid Access Code (request id ${ID})`)).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toContain("authorization");
    expect(sent[0].filter((name) => !SENDABLE.includes(name))).toEqual([]);
  });

  it("is left out when the server sends none, or sends something that is not an id", async () => {
    await joinRefused({ "X-Request-Id": "<b>not an id</b>" });
    expect(await screen.findByText("Oops... Invalid Access Code")).toBeInTheDocument();
  });
});
