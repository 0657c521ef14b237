import { useApolloClient, useMutation } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../../domain/paths.ts';
import { buttonStyles } from '../../components/button-link.tsx';
import { useDocumentMeta } from '../../components/document-head.tsx';
import { type FieldErrors, fieldErrorMap, useFocusFirstInvalid } from '../../components/field-errors.ts';
import { GeneralError, SubmitButton, TextField } from '../../components/form-field.tsx';
import { actionFailure } from '../../components/server-unreachable.ts';
import styles from './desk.module.css';
import { useDeskStaff } from './desk-layout-route.tsx';
import {
  DeskSessionDocument,
  DeskSignInDocument,
  type DeskSignInMutation,
  DeskVerifyCodeDocument,
} from './gql/graphql.ts';
import { RecoveryCodeList } from './recovery-code-list.tsx';
import { TotpCodeField } from './totp-code-field.tsx';

// /beheer/inloggen: two steps (api/desk/README.md "Signing in"). The e-mail address and password
// first; then the 6 digits of the authenticator app (or a recovery code). An account without an
// app gets its QR code and secret first, and after its first code the 10 recovery codes, shown
// this once. Signed in, the browser goes back to the desk page it came from (`?terug=`).

type Pending = NonNullable<DeskSignInMutation['deskSignIn']['pendingToken']>;
type Setup = DeskSignInMutation['deskSignIn']['setup'];

export function loader() {
  return null;
}

/** A desk path to return to: only one under /beheer, never another site. */
function returnPath(value: string | null): string {
  return value?.startsWith('/beheer/') && !value.startsWith('//') ? value : paths.desk();
}

export function Component() {
  useDocumentMeta('Inloggen bij de balie', undefined, { noindex: true });
  const staff = useDeskStaff();
  const [search] = useSearchParams();
  const location = useLocation();
  const returnTo = returnPath(search.get('terug'));
  const [pending, setPending] = useState<{ token: Pending; setup: Setup } | null>(null);
  const [restart, setRestart] = useState<string>();
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const reason = (location.state as { reason?: string } | null)?.reason;

  if (recoveryCodes) return <RecoveryCodes codes={recoveryCodes} returnTo={returnTo} />;
  if (staff) return <Navigate to={returnTo} replace />;

  return (
    <div className={styles.narrow}>
      <h1 className={styles.title}>Inloggen bij de balie</h1>
      {reason === 'expired' && !pending && (
        <p className={styles.notice} role="status">
          Je bent niet (meer) ingelogd bij de balie. Log in met je e-mailadres, wachtwoord en de code uit je
          authenticator-app.
        </p>
      )}
      {reason === 'signed-out' && !pending && (
        <p className={styles.notice} role="status">
          Je bent uitgelogd.
        </p>
      )}
      {pending ? (
        <CodeStep
          pending={pending}
          onRestart={(message) => {
            setRestart(message);
            setPending(null);
          }}
          onRecoveryCodes={setRecoveryCodes}
        />
      ) : (
        <PasswordStep
          message={restart}
          onPending={(token, setup) => {
            setRestart(undefined);
            setPending({ token, setup });
          }}
        />
      )}
    </div>
  );
}

function PasswordStep({
  message,
  onPending,
}: {
  message?: string;
  onPending: (token: Pending, setup: Setup) => void;
}) {
  const [signIn, { loading }] = useMutation(DeskSignInDocument);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>(message ? { general: message } : {});
  const [attempt, setAttempt] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef, attempt, errors);

  async function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    if (loading) return;
    try {
      const { data } = await signIn({ variables: { email, password } });
      const answer = data?.deskSignIn;
      if (answer?.pendingToken) {
        onPending(answer.pendingToken, answer.setup ?? null);
        return;
      }
      setErrors(fieldErrorMap(answer?.errors ?? [], new Set(['email', 'password'])));
    } catch (error) {
      setErrors({ general: actionFailure(error) });
    }
    setAttempt((n) => n + 1);
  }

  return (
    <form ref={formRef} className={styles.form} noValidate onSubmit={onSubmit} aria-labelledby="desk-step-1">
      <h2 id="desk-step-1" className={styles.stepTitle}>
        Stap 1 van 2: e-mailadres en wachtwoord
      </h2>
      <TextField
        name="email"
        label="E-mailadres"
        type="email"
        autoComplete="username"
        required
        value={email}
        onChange={setEmail}
        error={errors.email}
      />
      <TextField
        name="password"
        label="Wachtwoord"
        type="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={setPassword}
        error={errors.password}
      />
      <GeneralError message={errors.general} />
      <SubmitButton busy={loading} busyLabel="Bezig met controleren…">
        Verder
      </SubmitButton>
    </form>
  );
}

function CodeStep({
  pending,
  onRestart,
  onRecoveryCodes,
}: {
  pending: { token: Pending; setup: Setup };
  onRestart: (message: string) => void;
  onRecoveryCodes: (codes: string[]) => void;
}) {
  const [verify, { loading }] = useMutation(DeskVerifyCodeDocument);
  const client = useApolloClient();
  const [useRecovery, setUseRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [recoveryCode, setRecoveryCode] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [attempt, setAttempt] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useFocusFirstInvalid(formRef, attempt, errors);
  // A new step: the keyboard and screen reader start at its heading.
  useEffect(() => headingRef.current?.focus(), []);

  async function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    if (loading) return;
    try {
      const { data } = await verify({
        variables: useRecovery
          ? { pendingToken: pending.token, recoveryCode }
          : { pendingToken: pending.token, code },
      });
      const answer = data?.deskVerifyCode;
      if (answer?.session) {
        // Signed in: the layout knows the staff member, and the page goes back where it came from
        // (Component's <Navigate>), unless the recovery codes of a set-up are to be shown first.
        if (answer.recoveryCodes?.length) onRecoveryCodes(answer.recoveryCodes);
        client.writeQuery({
          query: DeskSessionDocument,
          data: { __typename: 'Query', deskSession: answer.session },
        });
        return;
      }
      const expired = answer?.errors.find((e) => e.field === 'pendingToken');
      if (expired?.messages[0]) {
        onRestart(expired.messages[0]);
        return;
      }
      setErrors(fieldErrorMap(answer?.errors ?? [], new Set(['code', 'recoveryCode'])));
    } catch (error) {
      setErrors({ general: actionFailure(error) });
    }
    setAttempt((n) => n + 1);
  }

  const { setup } = pending;
  return (
    <form ref={formRef} className={styles.form} noValidate onSubmit={onSubmit} aria-labelledby="desk-step-2">
      <h2 id="desk-step-2" className={styles.stepTitle} ref={headingRef} tabIndex={-1}>
        Stap 2 van 2: {setup ? 'authenticator-app instellen' : 'code uit je authenticator-app'}
      </h2>
      {setup && (
        <div className={styles.setup}>
          <p>
            Je account heeft nog geen authenticator-app. Scan deze QR-code met een authenticator-app (zoals
            Google Authenticator, Microsoft Authenticator of 1Password) en voer daarna de code van 6 cijfers
            in die de app toont.
          </p>
          <div
            className={styles.qr}
            role="img"
            aria-label="QR-code voor je authenticator-app"
            // The api's SVG (uqr): attributes only, no scripts or styles (schema/desk.graphql).
            // biome-ignore lint/security/noDangerouslySetInnerHtml: the api's own QR code, drawn by uqr
            dangerouslySetInnerHTML={{ __html: setup.qrSvg }}
          />
          <p>
            Kun je niet scannen? Voer dan deze sleutel met de hand in:{' '}
            <code className={styles.secret}>{setup.secret}</code>
          </p>
        </div>
      )}
      {useRecovery ? (
        <TextField
          name="recoveryCode"
          label="Herstelcode"
          hint="Een van je herstelcodes, zoals abcde-fghij. Elke code werkt één keer."
          autoComplete="off"
          required
          value={recoveryCode}
          onChange={setRecoveryCode}
          error={errors.recoveryCode}
        />
      ) : (
        <TotpCodeField value={code} onChange={setCode} error={errors.code} />
      )}
      <GeneralError message={errors.general} />
      <div className={styles.actions}>
        <SubmitButton busy={loading} busyLabel="Bezig met controleren…">
          Inloggen
        </SubmitButton>
        {!setup && (
          <button
            type="button"
            className={styles.linkButton}
            onClick={() => {
              setUseRecovery((on) => !on);
              setErrors({});
            }}
          >
            {useRecovery
              ? 'Toch de code uit de app gebruiken'
              : 'Geen toegang tot je app? Gebruik een herstelcode'}
          </button>
        )}
      </div>
    </form>
  );
}

function RecoveryCodes({ codes, returnTo }: { codes: string[]; returnTo: string }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const navigate = useNavigate();
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div className={styles.narrow}>
      <h1 className={styles.title} ref={headingRef} tabIndex={-1}>
        Je herstelcodes
      </h1>
      <p className={styles.notice} role="status">
        Je authenticator-app is ingesteld en je bent ingelogd. Bewaar deze 10 herstelcodes op een veilige
        plek: ze worden maar één keer getoond. Met een herstelcode log je in als je je app niet bij de hand
        hebt; elke code werkt één keer.
      </p>
      <RecoveryCodeList codes={codes} />
      <button
        type="button"
        className={`${buttonStyles.button} ${buttonStyles.primary}`}
        onClick={() => void navigate(returnTo, { replace: true })}
      >
        Ik heb ze bewaard, naar de balie
      </button>
    </div>
  );
}
