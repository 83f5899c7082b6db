import { useLocation } from 'react-router-dom';
import { SessionContext } from '../../session/session-context';
import { signInCopy } from '../copy';
import { signInReasonOf } from '../urls';
import { SignInPage } from './SignInPage';

/** /sign-in inside the app: the session machine runs the sign-in (§4). */
export function SignInRoute() {
  const send = SessionContext.useActorRef().send;
  const submitting = SessionContext.useSelector((snapshot) => snapshot.matches('signingIn'));
  const serverError = SessionContext.useSelector((snapshot) =>
    snapshot.matches('signedOut') ? snapshot.context.errorMessage : null,
  );
  const expired = signInReasonOf(useLocation().search) === 'expired';
  return (
    <SignInPage
      submitting={submitting}
      serverError={serverError}
      notice={expired ? signInCopy.sessionExpired : null}
      // The machine ignores a second sign-in while one runs: a double click signs in once.
      onSubmit={(credentials) => send({ type: 'session.signIn', ...credentials })}
    />
  );
}
