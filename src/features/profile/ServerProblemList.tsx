import { Alert, Box, Button } from "@mui/material";
import { FESTIVAL } from "../../content/festival";
import Message from "../../i18n/Message";
import { useT } from "../../i18n/useT";
import AlertHeading from "../../ui/AlertHeading";
import { LINK_LOOK } from "../../ui/linkLook";
import { specFor } from "./fieldSpecs";
import { type ProfileDraft, type ProfileField, stepOf } from "./profileDraft";
import type { ServerProblems } from "./useProfileDraft";

interface Props {
  problems: ServerProblems;
  draft: ProfileDraft;
  /** The step shown now: a field on it shows its own message, one elsewhere gets a button that goes to it. */
  step: number;
  onShow: (field: ProfileField) => void;
}

/** "some_field" as words: "Some field". */
const inWords = (key: string) => {
  const words = key.replace(/[_-]+/g, " ").trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/**
 * Everything the server refused in the last save, each named in the participant's words: a field of the form with a
 * button to its control, anything else (`non_field_errors`, a field this form does not have) with what to do.
 */
export default function ServerProblemList({ problems, draft, step, onShow }: Props) {
  const t = useT();
  const keys = Object.keys(problems);
  if (keys.length === 0) return null;
  const isField = (key: string): key is ProfileField => Object.hasOwn(draft, key);
  const unknown = keys.filter((key) => key !== "non_field_errors" && !isField(key)).map(inWords);
  return (
    <Alert severity="error" sx={{ mb: 2 }} aria-labelledby="profile-problems-title">
      <AlertHeading id="profile-problems-title">{t("profile.problems.title")}</AlertHeading>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {keys.map((key) => {
          if (key === "non_field_errors") return <li key={key}>{problems[key]}</li>;
          if (!isField(key)) {
            return <li key={key}>{t("profile.problems.item", { label: inWords(key), problem: problems[key] })}</li>;
          }
          const label = t(specFor(key, draft).label);
          return (
            <li key={key}>
              {t("profile.problems.item", { label, problem: problems[key] })}{" "}
              {stepOf(key) !== step && (
                <Button size="small" color="inherit" sx={{ textDecoration: "underline" }} onClick={() => onShow(key)}>
                  {t("profile.problems.change", { label: label.toLowerCase() })}
                </Button>
              )}
            </li>
          );
        })}
      </Box>
      {(unknown.length > 0 || "non_field_errors" in problems) && (
        <Box component="p" sx={{ mb: 0 }}>
          {unknown.length > 0 ? t("profile.problems.notAsked", { fields: unknown.join(", ") }) : ""}
          <Message
            id="profile.problems.help"
            values={{
              email: (
                <Box component="a" href={`mailto:${FESTIVAL.contactEmail}`} sx={LINK_LOOK}>
                  {FESTIVAL.contactEmail}
                </Box>
              ),
            }}
          />
        </Box>
      )}
    </Alert>
  );
}
