import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { delay, http, HttpResponse } from "msw";
import type { Profile } from "../../../contract/profile";
import { api } from "../../../src/api/api";
import { apiUrl } from "../../msw/apiUrl";
import { completeProfile, newProfile } from "../../msw/handlers/dashboard";
import { server } from "../../msw/server";
import { loggedIn, renderApp } from "../../utils/renderWithProviders";

/** profile/ that a PUT really changes, recording what was sent. */
function installProfileServer(start: Profile, answer?: () => Response | undefined) {
  let current = start;
  const puts: unknown[] = [];
  const handlePuts: unknown[] = [];
  server.use(
    http.get(apiUrl("profile/"), () => HttpResponse.json(current)),
    http.put(apiUrl("profile/"), async ({ request }) => {
      const body = (await request.json()) as Partial<Profile>;
      puts.push(body);
      await delay(50);
      const override = answer?.();
      if (override) return override;
      current = { ...current, ...body, is_profile_complete: true };
      return HttpResponse.json(current);
    }),
    http.put(apiUrl("profile/handles/"), async ({ request }) => {
      const body = await request.json();
      handlePuts.push(body);
      return HttpResponse.json(body);
    }),
  );
  return { puts, handlePuts };
}

const field = (label: RegExp | string) => screen.getByLabelText(label);

async function openEditor(route = "/profile/edit") {
  const user = userEvent.setup({ delay: null });
  const utils = renderApp({ route, preloadedState: loggedIn() });
  await screen.findByRole("form", { name: "Basic details" });
  return { user, ...utils };
}

type User = ReturnType<typeof userEvent.setup>;

/** Puts a whole value into a text field in one input, as pasting or autofill does (typing is tested separately). */
async function fill(user: User, label: RegExp, value: string) {
  await user.clear(field(label));
  await user.click(field(label));
  await user.paste(value);
}

async function fillBasic(user: User) {
  await fill(user, /Full name/, "Asha Verma");
  await user.selectOptions(field(/Gender/), "Female");
  await fill(user, /Phone/, "+91 98765 43210");
  await user.click(field(/Country/));
  await user.keyboard("India{Enter}");
}

async function fillAcademic(user: User) {
  await user.selectOptions(field(/You are at/), "College");
  await fill(user, /Institute name/, "Example Institute of Technology");
  await fill(user, /Degree or class/, "B.Tech");
  await fill(user, /Branch or stream/, "Computer Science");
  await user.selectOptions(field(/Year of study/), "2");
}

describe("/profile/edit", () => {
  it("asks a new participant to complete the profile and checks the phone as they type", async () => {
    installProfileServer(newProfile());
    const { user } = await openEditor();
    expect(screen.getByText(/Complete your profile to register for events/)).toBeInTheDocument();

    await user.type(field(/Phone/), "98765");
    expect(screen.getByText(/Start with "\+" and the country code/)).toBeInTheDocument();
    await user.clear(field(/Phone/));
    await user.type(field(/Phone/), "+91 98765 43210");
    expect(screen.queryByText(/Start with "\+" and the country code/)).not.toBeInTheDocument();
  });

  it("moves between the steps from the step buttons; the handles' step waits for a complete profile", async () => {
    installProfileServer(newProfile());
    const { user } = await openEditor();
    const steps = { basic: "Basic details", academic: "Academic details", handles: "Coding handles" };
    expect(screen.getByRole("button", { name: steps.basic })).toHaveAttribute("aria-current", "step");
    expect(screen.getByRole("button", { name: steps.handles })).toBeDisabled();
    await user.click(screen.getByRole("button", { name: steps.academic }));
    expect(await screen.findByRole("form", { name: steps.academic })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: steps.academic })).toHaveAttribute("aria-current", "step");
    expect(screen.queryByRole("form", { name: steps.basic })).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: steps.basic }));
    expect(await screen.findByRole("form", { name: steps.basic })).toBeInTheDocument();
  });

  it("keeps the participant on the first step until its required fields are filled", async () => {
    const { puts } = installProfileServer(newProfile({ name: "" }));
    const { user } = await openEditor();
    await user.click(screen.getByRole("button", { name: "Next" }));

    expect(screen.getByText("Enter your full name.")).toBeInTheDocument();
    expect(screen.getByText("Choose your country.")).toBeInTheDocument();
    expect(screen.getByRole("form", { name: "Basic details" })).toBeInTheDocument();
    expect(puts).toHaveLength(0);
  });

  it("refuses a name holding a web address on the first step, before saving", async () => {
    const { puts } = installProfileServer(newProfile());
    const { user } = await openEditor();
    await fillBasic(user);
    await fill(user, /Full name/, "Asha https://evil.test/unlock");
    await user.click(screen.getByRole("button", { name: "Next" }));

    expect(screen.getByText('A name cannot contain a web address ("://" or "www.").')).toBeInTheDocument();
    expect(screen.getByRole("form", { name: "Basic details" })).toBeInTheDocument();
    expect(field(/Full name/)).toHaveValue("Asha https://evil.test/unlock");
    expect(puts).toHaveLength(0);
  });

  it("asks a working professional for years of work experience and sends them as study_year", async () => {
    const { puts } = installProfileServer(newProfile());
    const { user } = await openEditor();
    await fillBasic(user);
    await user.click(screen.getByRole("button", { name: "Next" }));
    await user.selectOptions(field(/You are at/), "Working professional");
    expect(screen.queryByLabelText(/Year of study/)).not.toBeInTheDocument();
    await fill(user, /Institute name/, "Example Systems Ltd");
    await fill(user, /Degree or class/, "B.Tech");
    await fill(user, /Branch or stream/, "Computer Science");
    await user.click(screen.getByRole("button", { name: "Save profile" }));
    expect(field(/Years of work experience/)).toHaveAccessibleDescription("Choose your years of work experience.");
    expect(puts).toHaveLength(0);

    await user.selectOptions(field(/Years of work experience/), "Up to 1 year");
    await user.click(screen.getByRole("button", { name: "Save profile" }));
    expect(await screen.findByText("Yay! Profile saved. Add your coding handles, or finish.")).toBeInTheDocument();
    expect(puts).toEqual([expect.objectContaining({ institute_type: 2, study_year: 1 })]);
  });

  it("asks again when the participant switches between studying and working", async () => {
    installProfileServer(newProfile());
    const { user } = await openEditor();
    await fillBasic(user);
    await user.click(screen.getByRole("button", { name: "Next" }));
    await fillAcademic(user);
    await user.selectOptions(field(/You are at/), "Working professional");
    expect(field(/Years of work experience/)).toHaveValue("");
    await user.selectOptions(field(/Years of work experience/), "4 years");
    await user.selectOptions(field(/You are at/), "School");
    expect(field(/Year of study/)).toHaveValue("");
  });

  it("saves both steps, then the handles, and returns to the page the participant came from", async () => {
    const { puts, handlePuts } = installProfileServer(newProfile());
    const { user, router } = await openEditor("/profile/edit?next=%2Fdashboard%2Fevents%3Fjoin%3DGRAD1ENT");
    await fillBasic(user);
    await user.click(screen.getByRole("button", { name: "Next" }));
    await fillAcademic(user);
    await user.click(screen.getByRole("button", { name: "Save profile" }));

    expect(await screen.findByText("Yay! Profile saved. Add your coding handles, or finish.")).toBeInTheDocument();
    expect(puts).toEqual([
      {
        name: "Asha Verma",
        gender: 1,
        phone: "+919876543210",
        country: "IN",
        institute_type: 1,
        institute_name: "Example Institute of Technology",
        degree: "B.Tech",
        branch: "Computer Science",
        study_year: 2,
      },
    ]);

    // The handles step says which handles a leaderboard of an event reads: those given before its registration closed.
    expect(screen.getByRole("form", { name: "Coding handles" })).toHaveAccessibleDescription(
      /as they stood when an event's registration closed: a change you make after an event's registration closes does not count for that event\./,
    );
    await user.click(await screen.findByLabelText("Codeforces"));
    await user.paste("asha_v");
    await user.click(screen.getByRole("button", { name: "Save and finish" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/dashboard/events"));
    expect(router.state.location.search).toBe("?join=GRAD1ENT");
    expect(handlePuts).toEqual([
      {
        codeforces: "asha_v",
        codechef: null,
        hackerrank: null,
        hackerearth: null,
        analyticsvidya: null,
        topcoder: null,
        dev_folio: null,
      },
    ]);
    expect(await screen.findByText("Yay! Profile saved.")).toBeInTheDocument();
  });

  it("shows the server's field errors at their fields and loses nothing that was typed", async () => {
    let refuse = true;
    installProfileServer(newProfile(), () =>
      refuse
        ? HttpResponse.json(
            { phone: ["Enter a valid phone number."], branch: ["Ensure this field has no more than 50 characters."] },
            { status: 400 },
          )
        : undefined,
    );
    const { user } = await openEditor();
    await fillBasic(user);
    await user.click(screen.getByRole("button", { name: "Next" }));
    await fillAcademic(user);
    await user.click(screen.getByRole("button", { name: "Save profile" }));

    const problems = await screen.findByRole("alert", { name: "The profile was not saved" });
    expect(problems).toHaveTextContent("Phone: Enter a valid phone number.");
    expect(problems).toHaveTextContent("Branch or stream: Ensure this field has no more than 50 characters.");
    const basic = await screen.findByRole("form", { name: "Basic details" });
    expect(within(basic).getByText("Enter a valid phone number.")).toBeInTheDocument();
    expect(field(/Full name/)).toHaveValue("Asha Verma");
    expect(field(/Phone/)).toHaveValue("+91 98765 43210");
    expect(field(/Country/)).toHaveValue("India");

    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(screen.getByText("Ensure this field has no more than 50 characters.")).toBeInTheDocument();
    expect(field(/Institute name/)).toHaveValue("Example Institute of Technology");

    refuse = false;
    await fill(user, /Branch or stream/, "CSE");
    expect(screen.queryByText("Ensure this field has no more than 50 characters.")).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Save profile" }));
    expect(await screen.findByRole("form", { name: "Coding handles" })).toBeInTheDocument();
  });

  it("sends one save when the button is clicked twice, and disables it while saving", async () => {
    const { puts } = installProfileServer(newProfile());
    const { user } = await openEditor();
    await fillBasic(user);
    await user.click(screen.getByRole("button", { name: "Next" }));
    await fillAcademic(user);
    await user.dblClick(screen.getByRole("button", { name: "Save profile" }));
    expect(screen.getByRole("button", { name: "Saving…" })).toBeDisabled();
    await screen.findByRole("form", { name: "Coding handles" });
    expect(puts).toHaveLength(1);
  });

  it("never overwrites what is being typed when the profile is fetched again", async () => {
    let name = "Asha Verma";
    server.use(http.get(apiUrl("profile/"), () => HttpResponse.json(completeProfile({ name }))));
    const { user, store } = await openEditor();
    await user.clear(field(/Full name/));
    await user.type(field(/Full name/), "Asha V.");
    name = "Someone Else";
    await act(async () => {
      await store.dispatch(api.util.invalidateTags(["Profile"]));
    });
    await waitFor(() => expect(store.getState().api.queries["getProfile(undefined)"]?.data).toMatchObject({ name }));
    expect(field(/Full name/)).toHaveValue("Asha V.");
  });

  it("returns to /dashboard, not to another site, when ?next= points elsewhere", async () => {
    installProfileServer(completeProfile());
    const { user, router } = await openEditor("/profile/edit?next=https%3A%2F%2Fevil.example");
    await user.click(screen.getByRole("button", { name: "Next" }));
    await user.click(screen.getByRole("button", { name: "Save profile" }));
    await user.click(await screen.findByRole("button", { name: "Save and finish" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/dashboard"));
  });

  it("says the profile cannot be loaded when offline and loads it on retry", async () => {
    server.use(http.get(apiUrl("profile/"), () => HttpResponse.error(), { once: true }));
    const user = userEvent.setup({ delay: null });
    renderApp({ route: "/profile/edit", preloadedState: loggedIn() });
    expect(await screen.findByText(/We could not reach the server/)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findByRole("form", { name: "Basic details" })).toBeInTheDocument();
  });

  it("sends an incomplete profile from the dashboard to the editor, to come back afterwards", async () => {
    installProfileServer(newProfile());
    const { router } = renderApp({ route: "/dashboard/events?join=GRAD1ENT", preloadedState: loggedIn() });
    await waitFor(() => expect(router.state.location.pathname).toBe("/profile/edit"));
    expect(new URLSearchParams(router.state.location.search).get("next")).toBe("/dashboard/events?join=GRAD1ENT");
    expect(await screen.findByText(/Complete your profile to register for events/)).toBeInTheDocument();
  });
});
