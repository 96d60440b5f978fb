import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import type { Profile } from "../../../contract/profile";
import { apiUrl } from "../../msw/apiUrl";
import { newProfile } from "../../msw/handlers/dashboard";
import { server } from "../../msw/server";
import { loggedIn, renderApp } from "../../utils/renderWithProviders";

type User = ReturnType<typeof userEvent.setup>;

/**
 * A server that, like the original 2020 backend, requires a positive integer `study_year` of everyone and answers
 * field errors as `{field: [message]}`; `refuse` names the key it answers an error for next, once.
 */
function installStrictServer() {
  const state: { refuse: string | null; puts: Array<Partial<Profile>> } = { refuse: null, puts: [] };
  let current = newProfile();
  server.use(
    http.get(apiUrl("profile/"), () => HttpResponse.json(current)),
    http.put(apiUrl("profile/"), async ({ request }) => {
      const body = (await request.json()) as Partial<Profile>;
      state.puts.push(body);
      if (state.refuse) {
        const key = state.refuse;
        state.refuse = null;
        return HttpResponse.json({ [key]: [messageFor(key)] }, { status: 400 });
      }
      if (typeof body.study_year !== "number" || body.study_year < 1) {
        const message = body.study_year === null ? "This field may not be null." : "A valid integer is required.";
        return HttpResponse.json({ study_year: [message] }, { status: 400 });
      }
      current = { ...current, ...body, is_profile_complete: true };
      return HttpResponse.json(current);
    }),
  );
  return state;
}

const NUMBER_FIELDS = ["study_year", "institute_type", "gender"];
const messageFor = (key: string) =>
  key === "non_field_errors"
    ? "The profile could not be saved as sent."
    : NUMBER_FIELDS.includes(key)
      ? "This field may not be null."
      : "This field may not be blank.";

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`));

async function fill(user: User, label: string, value: string) {
  await user.clear(field(label));
  await user.click(field(label));
  await user.paste(value);
}

interface Persona {
  who: string;
  at: string;
  institute: string;
  degree: string;
  branch: string;
  /** The label of `study_year` for them, and the choice they make. */
  yearLabel: string;
  year: string;
  sentYear: number;
}

const PERSONAS: Persona[] = [
  {
    who: "a school student",
    at: "School",
    institute: "Example Public School",
    degree: "Class XII",
    branch: "Science",
    yearLabel: "Year of study",
    year: "2",
    sentYear: 2,
  },
  {
    who: "a college student",
    at: "College",
    institute: "Example Institute of Technology",
    degree: "B.Tech",
    branch: "Computer Science",
    yearLabel: "Year of study",
    year: "3",
    sentYear: 3,
  },
  {
    who: "a working professional",
    at: "Working professional",
    institute: "Example Systems Ltd",
    degree: "B.Tech",
    branch: "Computer Science",
    yearLabel: "Years of work experience",
    year: "6 years or more",
    sentYear: 6,
  },
];

async function fillProfile(user: User, persona: Persona) {
  await fill(user, "Full name", "Asha Verma");
  await user.selectOptions(field("Gender"), "Female");
  await fill(user, "Phone", "+91 98765 43210");
  await user.click(field("Country"));
  await user.keyboard("India{Enter}");
  await user.click(screen.getByRole("button", { name: "Next" }));
  await user.selectOptions(field("You are at"), persona.at);
  await fill(user, "Institute name", persona.institute);
  await fill(user, "Degree or class", persona.degree);
  await fill(user, "Branch or stream", persona.branch);
  await user.selectOptions(field(persona.yearLabel), persona.year);
}

async function openEditor() {
  const user = userEvent.setup({ delay: null });
  renderApp({ route: "/profile/edit", preloadedState: loggedIn() });
  await screen.findByRole("form", { name: "Basic details" });
  return user;
}

const BASIC = ["name", "gender", "phone", "country"];

describe.each(PERSONAS)("the profile form against a server with the original backend's rules, for $who", (persona) => {
  it("names every refused field in the participant's words, shows its control, then saves", async () => {
    const strict = installStrictServer();
    const user = await openEditor();
    await fillProfile(user, persona);

    const labels: Record<string, string> = {
      name: "Full name",
      gender: "Gender",
      phone: "Phone",
      country: "Country",
      institute_type: "You are at",
      institute_name: "Institute name",
      degree: "Degree or class",
      branch: "Branch or stream",
      study_year: persona.yearLabel,
    };
    for (const [key, label] of Object.entries(labels)) {
      strict.refuse = key;
      await user.click(screen.getByRole("button", { name: "Save profile" }));
      const problems = await screen.findByRole("alert", { name: "The profile was not saved" });
      expect(problems).toHaveTextContent(`${label}: ${messageFor(key)}`);
      // The control that fixes it is on screen, with the message.
      await screen.findByRole("form", { name: BASIC.includes(key) ? "Basic details" : "Academic details" });
      expect(field(label)).toHaveAccessibleDescription(messageFor(key));
      if (BASIC.includes(key)) await user.click(screen.getByRole("button", { name: "Next" }));
    }

    for (const key of ["non_field_errors", "team_preference"]) {
      strict.refuse = key;
      await user.click(screen.getByRole("button", { name: "Save profile" }));
      const problems = await screen.findByRole("alert", { name: "The profile was not saved" });
      expect(problems).toHaveTextContent(messageFor(key));
      if (key === "team_preference") {
        expect(problems).toHaveTextContent(`Team preference: ${messageFor(key)}`);
        expect(problems).toHaveTextContent("This form does not ask for Team preference.");
      }
      expect(problems).toHaveTextContent("write to hello@example.org");
    }

    await user.click(screen.getByRole("button", { name: "Save profile" }));
    expect(await screen.findByRole("form", { name: "Coding handles" })).toBeInTheDocument();
    expect(strict.puts.at(-1)).toMatchObject({ study_year: persona.sentYear });
    expect(screen.queryByRole("alert", { name: "The profile was not saved" })).not.toBeInTheDocument();
  });
});

it("takes the participant from a refusal to the control on the other step, with the keyboard focus on it", async () => {
  const strict = installStrictServer();
  const user = await openEditor();
  await fillProfile(user, PERSONAS[2]);
  server.use(
    http.put(
      apiUrl("profile/"),
      () =>
        HttpResponse.json(
          { phone: ["Enter a valid phone number."], study_year: ["Ensure this value is greater than or equal to 1."] },
          { status: 400 },
        ),
      { once: true },
    ),
  );
  await user.click(screen.getByRole("button", { name: "Save profile" }));
  // A basic field was refused: the form shows that step, and the other step's field is one click away.
  await screen.findByRole("form", { name: "Basic details" });
  const problems = screen.getByRole("alert", { name: "The profile was not saved" });
  await user.click(within(problems).getByRole("button", { name: "Change years of work experience" }));
  expect(field("Years of work experience")).toHaveFocus();
  expect(field("Years of work experience")).toHaveAccessibleDescription(
    "Ensure this value is greater than or equal to 1.",
  );
  expect(strict.puts).toHaveLength(0);
});
