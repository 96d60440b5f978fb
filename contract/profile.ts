import * as z from "zod/mini";
import { COUNTRY_MESSAGE, isCountryCode } from "./countries";
import { integer, nameText, text } from "./fields";
import { MESSAGES } from "./messages";
import {
  BRANCH_MAX_LENGTH,
  COUNTRY_MAX_LENGTH,
  DEGREE_MAX_LENGTH,
  GENDERS,
  HANDLE_FIELDS,
  HANDLE_MAX_LENGTH,
  INSTITUTE_NAME_MAX_LENGTH,
  INSTITUTE_TYPES,
  NAME_MAX_LENGTH,
  PHONE_PATTERN,
  STUDY_YEAR_MAX,
  STUDY_YEAR_MIN,
  type Gender,
  type HandleField,
  type InstituteType,
} from "./rules";

const choice = <T extends number>(values: readonly T[]) =>
  z.nullable(integer(Math.min(...values), Math.max(...values))) as unknown as z.ZodMiniNullable<z.ZodMiniType<T>>;

/** `PUT profile/`: every field is sent; strings may be blank and numbers null until the participant knows them. */
export const profileUpdateSchema = z.object({
  name: nameText(NAME_MAX_LENGTH, { blank: true }),
  institute_name: text(INSTITUTE_NAME_MAX_LENGTH, { blank: true }),
  study_year: z.nullable(integer(STUDY_YEAR_MIN, STUDY_YEAR_MAX)),
  degree: text(DEGREE_MAX_LENGTH, { blank: true }),
  branch: text(BRANCH_MAX_LENGTH, { blank: true }),
  country: text(COUNTRY_MAX_LENGTH, { blank: true }).check(
    z.refine<string>((value) => value === "" || isCountryCode(value), { error: COUNTRY_MESSAGE }),
  ),
  institute_type: choice<InstituteType>(INSTITUTE_TYPES),
  phone: text(16, { blank: true }).check(
    z.refine<string>((value) => value === "" || PHONE_PATTERN.test(value), { error: MESSAGES.invalidPhone }),
  ),
  gender: choice<Gender>(GENDERS),
});

/** The participant's profile. `email` and `is_organiser` are this project's additions (absent from the 2020 backend). */
export const profileSchema = z.object({
  id: z.int(),
  name: z.string(),
  email: z.optional(z.string()),
  institute_name: z.string(),
  study_year: z.nullable(z.int()),
  degree: z.string(),
  branch: z.string(),
  country: z.string(),
  institute_type: z.nullable(z.int()) as unknown as z.ZodMiniNullable<z.ZodMiniType<InstituteType>>,
  phone: z.string(),
  gender: z.nullable(z.int()) as unknown as z.ZodMiniNullable<z.ZodMiniType<Gender>>,
  is_profile_complete: z.boolean(),
  referral_code: z.string(),
  referral_count: z.int(),
  provider: z.string(),
  is_verified: z.boolean(),
  is_organiser: z.optional(z.boolean()),
  /** The private calendar feed of the events the user is in; absent from the original backend. */
  calendar_url: z.optional(z.string()),
});

/** `POST profile/calendar/`: a new private feed address (the old one then answers 404). */
export const calendarFeedSchema = z.object({ calendar_url: z.string() });

const handleValue = z.optional(
  z.nullable(
    z.pipe(
      text(HANDLE_MAX_LENGTH, { blank: true }),
      z.transform((value: string) => (value === "" ? null : value)),
    ),
  ),
);

/** `PUT profile/handles/`: any of the handles; blank or null clears one. */
export const handlesUpdateSchema = z.object(
  Object.fromEntries(HANDLE_FIELDS.map((field) => [field, handleValue])) as Record<HandleField, typeof handleValue>,
);

export const handlesSchema = z.object(
  Object.fromEntries(HANDLE_FIELDS.map((field) => [field, z.nullable(z.string())])) as Record<
    HandleField,
    z.ZodMiniNullable<z.ZodMiniString>
  >,
);

export type ProfileUpdate = z.output<typeof profileUpdateSchema>;
export type Profile = z.infer<typeof profileSchema>;
export type Handles = z.infer<typeof handlesSchema>;
export type HandlesUpdate = z.input<typeof handlesUpdateSchema>;
