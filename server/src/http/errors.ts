/** Field errors as Django REST Framework writes them: `{"field": ["message"]}`. */
export type FieldErrors = Record<string, string[]>;

/** An error the API answers with a chosen status and Django-REST-style body. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: unknown,
    readonly headers: Record<string, string> = {},
  ) {
    super(typeof body === "object" && body && "detail" in body ? String(body.detail) : `HTTP ${statusCode}`);
  }
}

export const detail = (statusCode: number, message: string) => new HttpError(statusCode, { detail: message });
export const fieldError = (field: string, message: string) => new HttpError(400, { [field]: [message] });
export const fieldErrors = (errors: FieldErrors) => new HttpError(400, errors);

export const MESSAGES = {
  notFound: "Not found.",
  noCredentials: "Authentication credentials were not provided.",
  badToken: "Invalid token.",
  required: "This field is required.",
  noSuchAccount: "No such account exists",
  userExists: "User already exists",
  invalidReferral: "Invalid Referral Code",
  invalidAccessCode: "Invalid Access Code",
  teamFull: "Maximum Size of Team Reached",
  profileIncomplete: "Profile needs to be filled and account must be verified",
  invalidIdToken: "Invalid or expired ID token",
  botCheckFailed: "Bot check failed, please try again",
  registrationClosed: "Registration for this event is closed",
  alreadyInTeam: "You are already in a team for this event",
  teamNameTaken: "A team with this name already exists for this event",
  onlyCreatorRemoves: "Only the team's creator can remove members",
  creatorCannotRemoveSelf: "The team's creator cannot remove themself; leave the team instead",
  notAMember: "Not a member of this team",
} as const;
