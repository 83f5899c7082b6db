import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { BrandLogo, Button, TextField, vars } from '@seller/design-system';
import { signInCopy } from '../copy';
import { validateSignIn, type SignInErrors } from '../validate-sign-in';

const Page = styled.main`
  min-height: 100vh;
  display: grid;
  place-items: center;
  padding: ${vars.space['400']};
  background: ${vars.color.bgCanvas};
`;

const Card = styled.div`
  width: 100%;
  max-width: 400px;
  padding: ${vars.space['800']} ${vars.space['600']};
  border-radius: ${vars.radius['300']};
  background: ${vars.color.bgSurface};
  box-shadow: ${vars.shadow['200']};
  display: flex;
  flex-direction: column;
  gap: ${vars.space['500']};
`;

const Heading = styled.h1`
  margin: 0;
  font-size: ${vars.font.size600};
  color: ${vars.color.textDefault};
`;

const Lead = styled.p`
  margin: ${vars.space['100']} 0 0;
  color: ${vars.color.textSubdued};
`;

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${vars.space['400']};
`;

const FormError = styled.p`
  margin: 0;
  padding: ${vars.space['300']};
  border-radius: ${vars.radius['200']};
  background: ${vars.color.statusDangerBg};
  color: ${vars.color.textDanger};
`;

const Notice = styled.p`
  margin: 0;
  padding: ${vars.space['300']};
  border-radius: ${vars.radius['200']};
  background: ${vars.color.statusInfoBg};
  color: ${vars.color.textDefault};
`;

export interface SignInCredentials {
  username: string;
  password: string;
}

export interface SignInPageProps {
  /** A sign-in is running: the button shows it and a second submit is ignored. */
  submitting: boolean;
  /** The backend's answer to the last attempt, shown inline (the login calls hide the toast, §8). */
  serverError: string | null;
  onSubmit: (credentials: SignInCredentials) => void;
  /** Why the seller is here, when the app sent them (a session that ended): said above the form. */
  notice?: string | null;
  /** The seller started filling the form in: a good moment to fetch what comes after it. */
  onStart?: () => void;
}

/**
 * /sign-in: the sign-in form, for the app's route and the standalone page alike. Validation
 * comes first, so empty or malformed input never leaves the page.
 */
export function SignInPage({
  submitting,
  serverError,
  onSubmit,
  onStart,
  notice = null,
}: SignInPageProps) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<SignInErrors>({});

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onStart?.();
    const found = validateSignIn({ email, password });
    setErrors(found);
    if (found.email || found.password || submitting) return;
    onSubmit({ username: email.trim(), password });
  };

  return (
    <Page>
      <Card>
        <BrandLogo variant="full" height={32} />
        <div>
          <Heading>{signInCopy.title}</Heading>
          <Lead>{signInCopy.subtitle}</Lead>
        </div>
        {notice && !serverError ? <Notice role="status">{notice}</Notice> : null}
        {serverError ? <FormError role="alert">{serverError}</FormError> : null}
        <Form onSubmit={submit} onFocus={onStart} noValidate>
          <TextField
            label={signInCopy.emailLabel}
            type="email"
            autoComplete="username"
            placeholder={signInCopy.emailPlaceholder}
            name="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={errors.email}
          />
          <TextField
            label={signInCopy.passwordLabel}
            type="password"
            autoComplete="current-password"
            name="password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={errors.password}
          />
          <Button
            type="submit"
            block
            size="lg"
            loading={submitting}
            loadingLabel={signInCopy.submitting}
          >
            {signInCopy.submit}
          </Button>
        </Form>
      </Card>
    </Page>
  );
}
