import { Box, Button, Link, Stack, TextField, Typography } from "@mui/material";
import { type FormEvent, useState } from "react";
import { Link as RouterLink } from "react-router-dom";
import { paths } from "../../config/paths";
import type { SignIn } from "../../lib/identity/identityProvider";
import EmailField from "./EmailField";

interface Props {
  busy: boolean;
  signIn: SignIn;
}

/** E-mail and password: sign in, or create an account (the provider then sends a verification e-mail). */
export default function EmailPasswordForm({ busy, signIn }: Props) {
  const [creating, setCreating] = useState(false);
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void signIn((provider) =>
      creating ? provider.createAccount(email.trim(), password) : provider.signInWithEmail(email.trim(), password),
    );
  };

  return (
    <Box component="form" onSubmit={submit} aria-label={creating ? "Create an account" : "Sign in with e-mail"}>
      <Stack spacing={2}>
        <EmailField value={email} onChange={setEmail} />
        <TextField
          label="Password"
          type="password"
          name="password"
          autoComplete={creating ? "new-password" : "current-password"}
          required
          fullWidth
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          helperText={creating ? "At least 6 characters. We will send you an e-mail to verify your address." : " "}
        />
        <Button type="submit" variant="contained" size="large" disabled={busy}>
          {creating ? "Create account" : "Sign in"}
        </Button>
        <Stack direction="row" justifyContent="space-between" flexWrap="wrap" gap={1}>
          <Typography variant="body2">
            {creating ? "Already have an account? " : "New here? "}
            <Link
              component="button"
              type="button"
              onClick={() => setCreating(!creating)}
              sx={{ verticalAlign: "baseline" }}
            >
              {creating ? "Sign in" : "Create an account"}
            </Link>
          </Typography>
          {!creating && (
            <Link component={RouterLink} to={paths.passwordReset} variant="body2">
              Forgot password?
            </Link>
          )}
        </Stack>
      </Stack>
    </Box>
  );
}
