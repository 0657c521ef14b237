import { useMutation } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../../domain/paths.ts';
import { useDocumentMeta } from '../../components/document-head.tsx';
import { type FieldErrors, fieldErrorMap, useFocusFirstInvalid } from '../../components/field-errors.ts';
import { GeneralError, SubmitButton } from '../../components/form-field.tsx';
import { actionFailure } from '../../components/server-unreachable.ts';
import styles from './desk.module.css';
import { DeskNewRecoveryCodesDocument } from './gql/graphql.ts';
import { RecoveryCodeList } from './recovery-code-list.tsx';
import { TotpCodeField } from './totp-code-field.tsx';

// /beheer/herstelcodes: new recovery codes for the signed-in staff member (used up, or written down
// where they should not be). The api asks the app's current code again and then replaces every
// old code; the new ones are shown this once.

export function loader() {
  return null;
}

export function Component() {
  useDocumentMeta('Herstelcodes – balie', undefined, { noindex: true });
  const [make, { loading }] = useMutation(DeskNewRecoveryCodesDocument);
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [attempt, setAttempt] = useState(0);
  const [codes, setCodes] = useState<string[] | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const doneRef = useRef<HTMLHeadingElement>(null);
  useFocusFirstInvalid(formRef, attempt, errors);
  useEffect(() => {
    if (codes) doneRef.current?.focus();
  }, [codes]);

  async function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    if (loading) return;
    try {
      const { data } = await make({ variables: { code } });
      const answer = data?.deskNewRecoveryCodes;
      if (answer?.recoveryCodes?.length) {
        setCodes(answer.recoveryCodes);
        setCode('');
        return;
      }
      setErrors(fieldErrorMap(answer?.errors ?? [], new Set(['code'])));
    } catch (error) {
      setErrors({ general: actionFailure(error) });
    }
    setAttempt((n) => n + 1);
  }

  if (codes) {
    return (
      <div className={styles.narrow}>
        <h1 className={styles.title} ref={doneRef} tabIndex={-1}>
          Je nieuwe herstelcodes
        </h1>
        <p className={styles.notice} role="status">
          Je oude herstelcodes werken niet meer. Bewaar deze 10 nieuwe codes op een veilige plek: ze worden
          maar één keer getoond. Elke code werkt één keer, in plaats van de code uit je app.
        </p>
        <RecoveryCodeList codes={codes} />
        <p>
          <Link to={paths.desk()}>Ik heb ze bewaard, naar de balie</Link>
        </p>
      </div>
    );
  }

  return (
    <div className={styles.narrow}>
      <h1 className={styles.title}>Herstelcodes</h1>
      <p>
        Met een herstelcode log je in als je je authenticator-app niet bij de hand hebt. Zijn je codes op, of
        kan iemand anders ze hebben gezien? Maak dan nieuwe: je oude codes werken daarna niet meer.
      </p>
      <form ref={formRef} className={styles.form} noValidate onSubmit={onSubmit}>
        <TotpCodeField
          value={code}
          onChange={setCode}
          error={errors.code}
          hint="De code die je authenticator-app nu toont: zo weten we zeker dat jij het bent."
        />
        <GeneralError message={errors.general} />
        <div className={styles.actions}>
          <SubmitButton busy={loading} busyLabel="Bezig met maken…">
            Nieuwe herstelcodes maken
          </SubmitButton>
        </div>
      </form>
    </div>
  );
}
