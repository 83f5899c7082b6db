import { useRef, useState } from 'react';
import type { ApiClients } from '@seller/api-types';
import { messageOf, UNKNOWN_ERROR_MESSAGE } from '@seller/machines';
import { SignInPage, type SignInCredentials } from './pages/SignInPage';
import { signInCopy } from './copy';
import { runSignIn } from './sign-in-queries';
import { signInReasonOf } from './urls';

export interface StandaloneSignInPageProps {
  api: ApiClients;
  /** The seller started on the form: fetch the app in the meantime. */
  onStart: () => void;
  /** Cookies and stored session are written: hand over to the app. */
  onSignedIn: () => void;
}

/**
 * /sign-in opened as the first page without a session: the same form and calls as the app's
 * sign-in route, without the router or the state machines, so the page is usable after the
 * smallest download (bench/bundle budgets).
 */
export function StandaloneSignInPage({ api, onStart, onSignedIn }: StandaloneSignInPageProps) {
  const [submitting, setSubmitting] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  // State updates are not synchronous: a double click reaches the handler twice before a render.
  const running = useRef(false);

  const submit = async (credentials: SignInCredentials) => {
    if (running.current) return;
    running.current = true;
    setSubmitting(true);
    setServerError(null);
    try {
      await runSignIn(api, credentials);
    } catch (error) {
      running.current = false;
      setSubmitting(false);
      setServerError(messageOf(error, UNKNOWN_ERROR_MESSAGE));
      return;
    }
    // The button stays busy until the app replaces this page.
    onSignedIn();
  };

  // No router here: the address is read once, as the page opened.
  const [expired] = useState(() => signInReasonOf(window.location.search) === 'expired');

  return (
    <SignInPage
      submitting={submitting}
      serverError={serverError}
      notice={expired ? signInCopy.sessionExpired : null}
      onSubmit={submit}
      onStart={onStart}
    />
  );
}
