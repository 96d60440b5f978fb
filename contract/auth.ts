import * as z from "zod/mini";
import { nameText, text } from "./fields";
import { NAME_MAX_LENGTH } from "./rules";

/** The identity provider's ID token, as sent to sign in or register. */
const idToken = text(4096);

export const loginRequestSchema = z.object({ id_token: idToken });

export const registerRequestSchema = z.object({
  id_token: idToken,
  first_name: nameText(NAME_MAX_LENGTH, { blank: true }),
  last_name: z._default(nameText(NAME_MAX_LENGTH, { blank: true }), ""),
  applied_referral_code: z.optional(z.nullable(text(32, { blank: true }))),
  g_recaptcha_response: z.optional(z.nullable(text(4096, { blank: true }))),
});

/** The session a sign-in or a registration opens. */
export const registerResponseSchema = z.object({
  user_id: z.int(),
  token: z.string(),
  verification_status: z.boolean(),
});

/** A sign-in's answer also says whether the profile still needs filling in. */
export const loginResponseSchema = z.object({ ...registerResponseSchema.shape, is_profile_complete: z.boolean() });

export type LoginRequest = z.input<typeof loginRequestSchema>;
export type LoginResponse = z.infer<typeof loginResponseSchema>;
export type RegisterRequest = z.input<typeof registerRequestSchema>;
export type RegisterResponse = z.infer<typeof registerResponseSchema>;
