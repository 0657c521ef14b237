import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { formatDateLong } from '../../../../domain/dates.ts';
import { paths } from '../../../../domain/paths.ts';
import { ChoiceGroup } from '../../components/choice-field.tsx';
import { fieldErrorMap } from '../../components/field-errors.ts';
import {
  formStyles,
  GeneralError,
  RequiredNote,
  SubmitButton,
  TextField,
} from '../../components/form-field.tsx';
import { useToast } from '../../components/toast.tsx';
import { useServerForm } from '../../components/use-server-form.ts';
import { type OpenDayPageQuery, RegisterForOpenDayDocument } from '../../gql/graphql.ts';
import styles from './open-day.module.css';

/** What the thanks page may say about the registration. */
export type OpenDayThanksState = { subject: string; date: string; time: string; email: string };

type OpenDay = OpenDayPageQuery['openDays'][number];
type Values = {
  openDayId: string;
  name: string;
  email: string;
  phone: string;
  persons: string;
  remarks: string;
};
type TextName = Exclude<keyof Values, 'openDayId'>;

const SHOWN: ReadonlySet<string> = new Set(['openDayId', 'name', 'email', 'phone', 'persons', 'remarks']);

/**
 * Registration for an open day (SPEC §3–§5): required open day, name, email and persons; the
 * server validates, its messages show under each field; the button is disabled while sending;
 * success thanks the visitor and goes on to the thanks page.
 */
export function OpenDayForm({ openDays }: { openDays: readonly OpenDay[] }) {
  const [values, setValues] = useState<Values>({
    // With a single open day there is nothing to choose.
    openDayId: openDays.length === 1 ? (openDays[0]?.id ?? '') : '',
    name: '',
    email: '',
    phone: '',
    persons: '1',
    remarks: '',
  });
  const { errors, sending, formRef, reject, submit } = useServerForm();
  const navigate = useNavigate();
  const toast = useToast();
  const [register] = useMutation(RegisterForOpenDayDocument, { errorPolicy: 'all' });

  const update = (name: keyof Values, value: string) =>
    setValues((current) => ({ ...current, [name]: value }));
  const text = (name: TextName) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (value: string) => update(name, value),
  });

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    await submit(async () => {
      const persons = Number.parseInt(values.persons, 10);
      const { data } = await register({
        variables: {
          input: {
            openDayId: values.openDayId,
            name: values.name.trim(),
            email: values.email.trim(),
            phone: values.phone.trim() || null,
            // Not a number: 0, which the server refuses with its own message.
            persons: Number.isSafeInteger(persons) ? persons : 0,
            remarks: values.remarks.trim() || null,
          },
        },
      });
      const payload = data?.registerForOpenDay;
      if (payload?.ok) {
        const openDay = openDays.find((day) => day.id === values.openDayId);
        toast.show({
          title: 'Bedankt!',
          message: 'Je aanmelding voor de infodag is ontvangen.',
          tone: 'success',
        });
        const state: OpenDayThanksState | null = openDay
          ? { subject: openDay.subject, date: openDay.date, time: openDay.time, email: values.email.trim() }
          : null;
        await navigate(paths.openDayThanks(), { state });
        return;
      }
      reject(payload ? fieldErrorMap(payload.errors, SHOWN) : {});
    });
  }

  return (
    <form
      ref={formRef}
      className={styles.form}
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="open-day-form-title"
    >
      <RequiredNote />
      <ChoiceGroup
        name="openDayId"
        label="Welke infodag?"
        required
        options={openDays.map((day) => ({
          value: day.id,
          label: day.subject,
          description: `${formatDateLong(day.date)}, ${day.time} uur`,
        }))}
        value={values.openDayId || null}
        error={errors.openDayId}
        onChange={(value) => update('openDayId', value)}
      />
      <TextField {...text('name')} label="Naam" required autoComplete="name" />
      <TextField {...text('email')} label="E-mailadres" required type="email" autoComplete="email" />
      <TextField {...text('phone')} label="Telefoonnummer" type="tel" autoComplete="tel" />
      <TextField
        {...text('persons')}
        label="Aantal personen"
        hint="Inclusief jezelf."
        required
        type="number"
        min={1}
        inputMode="numeric"
        className={styles.persons}
      />
      <TextField {...text('remarks')} label="Opmerkingen" multiline />
      <div className={formStyles.actions}>
        <SubmitButton busy={sending} busyLabel="Bezig met aanmelden…">
          Aanmelden
        </SubmitButton>
      </div>
      <GeneralError message={errors.general} />
    </form>
  );
}
