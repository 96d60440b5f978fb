import * as z from "zod/mini";
import { MESSAGES } from "./messages";

/** The languages an account's mail and the server's pages can be in (issue 42): English first. */
export const ACCOUNT_LANGUAGES = ["en", "hi"] as const;
export type AccountLanguage = (typeof ACCOUNT_LANGUAGES)[number];

/** `PUT profile/language/`: the language chosen in the app; null forgets it (English, as before any choice). */
export const accountLanguageUpdateSchema = z.object({
  language: z.nullable(
    z.enum(ACCOUNT_LANGUAGES, { error: (issue) => (issue.input === undefined ? MESSAGES.required : undefined) }),
  ),
});

/** `GET, PUT profile/language/`: the language kept on the account, null when none was chosen. */
export const accountLanguageSchema = z.object({ language: z.nullable(z.enum(ACCOUNT_LANGUAGES)) });

export type AccountLanguageUpdate = z.infer<typeof accountLanguageUpdateSchema>;
