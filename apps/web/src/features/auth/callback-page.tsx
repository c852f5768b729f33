import { AUTH_TEXTS, paths } from '@showroom/contract';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { NoticePage } from '../../components/notice-page.tsx';
import { useAuth } from '../../lib/auth/auth-context.ts';

/**
 * /callback: completes the sign-in with the code the identity provider sent back, then replaces
 * itself with the address the user started from (carried in the sign-in state).
 */
export function CallbackPage() {
  const auth = useAuth();
  const navigate = useNavigate();
  const started = useRef(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    auth
      .completeSignin()
      .then(({ returnTo }) => navigate(returnTo, { replace: true }))
      .catch(() => setFailed(true));
  }, [auth, navigate]);

  if (failed) {
    return (
      <NoticePage title={AUTH_TEXTS.callbackFailed}>
        <p>{AUTH_TEXTS.callbackFailedHint}</p>
        <p>
          <Link to={paths.start}>{AUTH_TEXTS.toStartPage}</Link>
        </p>
      </NoticePage>
    );
  }
  return (
    <NoticePage title={AUTH_TEXTS.signingIn}>
      <p role="status">{AUTH_TEXTS.oneMoment}</p>
    </NoticePage>
  );
}
