/**
 * The API's own messages (docs/API.md): the server answers them and the app and tests recognise them. Django REST
 * Framework's generic messages are kept word for word so the app reads both servers alike.
 */
export const MESSAGES = {
  notFound: "Not found.",
  noCredentials: "Authentication credentials were not provided.",
  badToken: "Invalid token.",
  forbidden: "You do not have permission to perform this action.",
  required: "This field is required.",
  blank: "This field may not be blank.",
  notNull: "This field may not be null.",
  notString: "Not a valid string.",
  notInteger: "A valid integer is required.",
  notBoolean: "Must be a valid boolean.",
  nulCharacter: "Null characters are not allowed.",
  noSuchAccount: "No such account exists",
  userExists: "User already exists",
  invalidReferral: "Invalid Referral Code",
  invalidAccessCode: "Invalid Access Code",
  teamFull: "Maximum Size of Team Reached",
  profileIncomplete: "Profile needs to be filled and account must be verified",
  invalidIdToken: "Invalid or expired ID token",
  botCheckFailed: "Bot check failed, please try again",
  registrationClosed: "Registration for this event is closed",
  notScheduled: "This event has no dates yet: its calendar file comes once the organisers set them.",
  noEventChange: "Send is_registration_on, starts_at, ends_at, registration_closes_at, hidden or max_members.",
  specTeamSize: "The specification's events keep their team sizes.",
  teamSizeFixed: "Teams exist for this event, so its team size is fixed.",
  eventInUse: "This event has teams or announcements, so it cannot be deleted: hide it instead.",
  notDateTime: "Enter a date and time in ISO 8601 with its zone, e.g. 2020-02-01T18:30:00Z.",
  dateTimeOutOfRange: "Enter a date and time between the years 2000 and 2100.",
  endNotAfterStart: "The end must be after the start.",
  closesAfterEnd: "Registration must close before the event ends.",
  reopenAfterClose:
    "Registration closed at its scheduled time: move registration_closes_at to a later moment to reopen it.",
  alreadyInTeam: "You are already in a team for this event",
  teamNameTaken: "A team with this name already exists for this event",
  onlyCreatorRemoves: "Only the team's creator can remove members",
  onlyCreatorRenewsCode: "Only the team's creator can renew the access code",
  creatorCannotRemoveSelf: "The team's creator cannot remove themself; leave the team instead",
  notAMember: "Not a member of this team",
  identityUnavailable:
    "The sign-in service cannot confirm your account just now. Try signing in again in a few seconds.",
  databaseUnavailable: "The service cannot reach its database just now. Try again in a few seconds.",
  teamsFinal:
    "This event's results are published, so its teams are final: they can no longer be created, joined, left or changed. Ask the organisers if a team must change.",
  nameWithAddress: 'A name cannot contain a web address ("://" or "www.").',
  invalidPhone: 'Enter a phone number as "+" followed by 9 to 15 digits, e.g. +919876543210.',
} as const;

/** Django REST Framework's throttling message. */
export const throttledMessage = (seconds: number) =>
  `Request was throttled. Expected available in ${seconds} second${seconds === 1 ? "" : "s"}.`;

export const maxLengthMessage = (max: number) => `Ensure this field has no more than ${max} characters.`;
export const minLengthMessage = (min: number) => `Ensure this field has at least ${min} characters.`;
export const minValueMessage = (min: number) => `Ensure this value is greater than or equal to ${min}.`;
export const maxValueMessage = (max: number) => `Ensure this value is less than or equal to ${max}.`;
