import { Alert, Box, Button, CircularProgress } from "@mui/material";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router-dom";
import type { Profile } from "../../../contract/profile";
import { useAppSelector } from "../../app/hooks";
import type { MessageKey } from "../../i18n/catalogues";
import { useT } from "../../i18n/useT";
import { showSuccessToast } from "../../lib/toast";
import { useSingleFlight } from "../../lib/useSingleFlight";
import StepButtons from "../../ui/StepButtons";
import { selectRegisteredFullName } from "../auth/authSlice";
import HandlesForm from "./HandlesForm";
import { useGetHandlesQuery, useUpdateProfileMutation } from "./profileApi";
import { ACADEMIC_FIELDS, BASIC_FIELDS, problemsIn, type ProfileField, stepOf, updateFromDraft } from "./profileDraft";
import ProfileFields from "./ProfileFields";
import ServerProblemList from "./ServerProblemList";
import { useProfileDraft } from "./useProfileDraft";
import { useReturnTarget } from "./useReturnTarget";

const STEPS: MessageKey[] = ["profile.step.basic", "profile.step.academic", "profile.step.handles"];

/** The three steps of /profile/edit; what is typed lives here, whatever the server answers. */
export default function ProfileEditor({ profile }: { profile: Profile }) {
  const t = useT();
  const [step, setStep] = useState(0);
  // Right after registration the server holds two words of the name; the whole name typed then is the one to save.
  const form = useProfileDraft(profile, useAppSelector(selectRegisteredFullName));
  const [updateProfile, { isLoading }] = useUpdateProfileMutation();
  const handles = useGetHandlesQuery();
  const navigate = useNavigate();
  const returnTo = useReturnTarget();
  const once = useSingleFlight();
  // The control a "Change …" button of the server's problems goes to (always on the other step), focused once shown.
  const pendingFocus = useRef<ProfileField | null>(null);
  useEffect(() => {
    const field = pendingFocus.current;
    if (!field) return;
    pendingFocus.current = null;
    document.getElementById(`profile-${field}`)?.focus();
  }, [step]);
  const show = (field: ProfileField) => {
    pendingFocus.current = field;
    setStep(stepOf(field));
  };

  const next = (event: FormEvent) => {
    event.preventDefault();
    form.touch(BASIC_FIELDS);
    if (problemsIn(BASIC_FIELDS, form.draft).length === 0) setStep(1);
  };

  const save = (event: FormEvent) => {
    event.preventDefault();
    form.touch([...BASIC_FIELDS, ...ACADEMIC_FIELDS]);
    if (problemsIn(BASIC_FIELDS, form.draft).length > 0) return setStep(0);
    if (problemsIn(ACADEMIC_FIELDS, form.draft).length > 0) return;
    void once(async () => {
      const result = await updateProfile(updateFromDraft(form.draft));
      if ("error" in result) {
        const named = form.takeServerErrors(result.error);
        if (named.some((field) => BASIC_FIELDS.includes(field))) setStep(0);
        return;
      }
      form.saved();
      showSuccessToast(t("profile.savedNext"));
      setStep(2);
    });
  };

  const fieldsProps = { draft: form.draft, errors: form.errors, disabled: isLoading, onChange: form.change };

  return (
    <Box>
      <Box sx={{ mb: 3 }}>
        <StepButtons
          steps={STEPS.map((label, index) => ({
            label: t(label),
            disabled: isLoading || (index === 2 && !profile.is_profile_complete && step < 2),
          }))}
          active={step}
          onSelect={setStep}
        />
      </Box>
      {step < 2 && <ServerProblemList problems={form.serverProblems} draft={form.draft} step={step} onShow={show} />}
      {step === 0 && (
        <Box component="form" noValidate onSubmit={next} aria-label={t("profile.step.basic")}>
          <ProfileFields fields={BASIC_FIELDS} {...fieldsProps} onBlur={form.blur} />
          <Box sx={{ display: "flex", gap: 1, mt: 3 }}>
            <Button type="submit" variant="contained">
              {t("profile.next")}
            </Button>
          </Box>
        </Box>
      )}
      {step === 1 && (
        <Box component="form" noValidate onSubmit={save} aria-label={t("profile.step.academic")}>
          <ProfileFields fields={ACADEMIC_FIELDS} {...fieldsProps} onBlur={form.blur} />
          <Box sx={{ display: "flex", gap: 1, mt: 3, flexWrap: "wrap" }}>
            <Button onClick={() => setStep(0)} disabled={isLoading}>
              {t("profile.back")}
            </Button>
            <Button type="submit" variant="contained" disabled={isLoading}>
              {t(isLoading ? "profile.saving" : "profile.save")}
            </Button>
          </Box>
        </Box>
      )}
      {step === 2 && handles.data && (
        <HandlesForm handles={handles.data} onBack={() => setStep(1)} onDone={() => navigate(returnTo)} />
      )}
      {step === 2 && !handles.data && handles.isLoading && (
        <CircularProgress aria-label={t("profile.loadingHandles")} />
      )}
      {step === 2 && !handles.data && handles.isError && (
        <Alert
          severity="warning"
          action={
            <Button color="inherit" size="small" onClick={() => navigate(returnTo)}>
              {t("profile.finish")}
            </Button>
          }
        >
          {t("profile.handlesFailed")}
          <Button color="inherit" size="small" onClick={() => void handles.refetch()}>
            {t("profile.retry")}
          </Button>
        </Alert>
      )}
    </Box>
  );
}
