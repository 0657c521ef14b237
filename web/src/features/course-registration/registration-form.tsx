import { useMutation } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../../domain/paths.ts';
import { CheckboxField } from '../../components/choice-field.tsx';
import { fieldErrorMap } from '../../components/field-errors.ts';
import { GeneralError, RequiredNote, SubmitButton } from '../../components/form-field.tsx';
import { useServerForm } from '../../components/use-server-form.ts';
import { RegisterForCourseDocument, type TermsField_PaymentOptionFragment } from '../../gql/graphql.ts';
import { PaymentFields } from './payment-fields.tsx';
import { AboutFields, PersonalFields } from './personal-fields.tsx';
import styles from './registration-form.module.css';
import {
  dateOfBirthValue,
  INITIAL_VALUES,
  type RegistrationValues,
  SHOWN_FIELDS,
  toInput,
} from './registration-values.ts';
import { offeredTerms } from './terms-field.tsx';

/** What the thanks page may say about the registration it thanks for. */
export type RegistrationThanksState = { courseName: string; email: string };

type Props = {
  course: { slug: string; name: string };
  run: { id: string; paymentOptions: readonly TermsField_PaymentOptionFragment[] };
};

/**
 * The course registration form (SPEC §3–§5). The browser does not validate (`noValidate`): the
 * server does, and its messages appear under each field, with the focus on the first one.
 */
export function RegistrationForm({ course, run }: Props) {
  const [values, setValues] = useState<RegistrationValues>(INITIAL_VALUES);
  const { errors, sending, formRef, reject, submit } = useServerForm();
  const navigate = useNavigate();
  const [register] = useMutation(RegisterForCourseDocument, { errorPolicy: 'all' });

  const update = useCallback(
    <K extends keyof RegistrationValues>(key: K, value: RegistrationValues[K]) =>
      setValues((current) => ({ ...current, [key]: value })),
    [],
  );

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const dateOfBirth = dateOfBirthValue(values.dateOfBirth);
    if (dateOfBirth === 'incomplete') {
      reject({ dateOfBirth: 'Kies dag, maand én jaar, of laat je geboortedatum helemaal leeg.' });
      return;
    }
    await submit(async () => {
      // The terms the visitor sees chosen: at once when the chosen terms are no longer offered.
      const paymentTerms = offeredTerms(values.paymentTerms, run.paymentOptions);
      const input = toInput(
        { ...values, paymentTerms },
        { runId: run.id, courseSlug: course.slug },
        dateOfBirth,
      );
      const { data } = await register({ variables: { input } });
      const payload = data?.registerForCourse;
      if (payload?.ok) {
        const state: RegistrationThanksState = { courseName: course.name, email: input.email };
        await navigate(paths.registrationThanks(), { state });
        return;
      }
      reject(payload ? fieldErrorMap(payload.errors, SHOWN_FIELDS) : {});
    });
  }

  return (
    <form
      ref={formRef}
      className={styles.form}
      noValidate
      onSubmit={onSubmit}
      aria-label="Inschrijfformulier"
    >
      <RequiredNote />
      <PersonalFields values={values} errors={errors} update={update} />
      <AboutFields values={values} errors={errors} update={update} />
      <PaymentFields values={values} errors={errors} update={update} paymentOptions={run.paymentOptions} />
      <section className={styles.section} aria-labelledby="registration-confirm">
        <h2 id="registration-confirm">Bevestigen</h2>
        <CheckboxField
          name="accept"
          required
          label={
            <>
              Ik ga akkoord met de{' '}
              {/* A new tab, so reading the terms does not throw away what was filled in. */}
              <a href={paths.terms()} target="_blank" rel="noopener">
                algemene voorwaarden<span className="visually-hidden"> (opent in een nieuw tabblad)</span>
              </a>
            </>
          }
          checked={values.accept}
          error={errors.accept}
          onChange={(checked) => update('accept', checked)}
        />
        <div className={styles.actions}>
          <SubmitButton busy={sending} busyLabel="Bezig met inschrijven…">
            Inschrijven
          </SubmitButton>
        </div>
        <GeneralError message={errors.general} />
      </section>
    </form>
  );
}
