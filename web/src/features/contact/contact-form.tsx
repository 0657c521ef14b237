import { useMutation } from '@apollo/client/react';
import { useEffect, useId, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { ContactTopicParam } from '../../../../domain/paths.ts';
import { fieldErrorMap } from '../../components/field-errors.ts';
import {
  FieldError,
  formStyles,
  GeneralError,
  RequiredNote,
  SubmitButton,
  TextField,
  useFieldIds,
} from '../../components/form-field.tsx';
import { useServerForm } from '../../components/use-server-form.ts';
import { type ContactTopic, SendContactMessageDocument } from '../../gql/graphql.ts';
import styles from './contact.module.css';

/**
 * Every topic of the schema's `ContactTopic`, in the order offered, with its label and its name in
 * `?onderwerp=` (domain/paths.ts); the server maps each to a mailbox (never an address here).
 */
const TOPIC_NAMES = {
  ALGEMEEN: { label: 'Algemeen', param: 'algemeen' },
  VERHUUR: { label: 'Verhuur', param: 'verhuur' },
  VERKOOP: { label: 'Verkoop', param: 'verkoop' },
  EDUCATIE: { label: 'Opleidingen', param: 'opleidingen' },
  DUPLICATIE: { label: 'Duplicatie', param: 'duplicatie' },
} as const satisfies Record<ContactTopic, { label: string; param: ContactTopicParam }>;
const TOPICS = Object.entries(TOPIC_NAMES).map(([value, names]) => ({
  value: value as ContactTopic,
  ...names,
}));

/** `?onderwerp=duplicatie` (the duplication page's link) chooses the topic; anything else: Algemeen. */
function topicOf(param: string | null): ContactTopic {
  const wanted = param?.trim().toLowerCase();
  return (
    TOPICS.find((topic) => topic.param === wanted || topic.value.toLowerCase() === wanted)?.value ??
    'ALGEMEEN'
  );
}

type Values = { name: string; email: string; phone: string; message: string; website: string };
type TextName = Exclude<keyof Values, 'website'>;

const EMPTY: Values = { name: '', email: '', phone: '', message: '', website: '' };
const SHOWN: ReadonlySet<string> = new Set(['name', 'email', 'phone', 'message', 'topic']);
const CONFIRMATION = 'Bericht is verzonden. Wij nemen zo snel mogelijk contact op.';

/**
 * The contact form (SPEC §3-§5): name, email and message required (marked), phone optional; no
 * browser validation, the server's Dutch message under each field; the button is disabled while
 * sending. On success the form is cleared and replaced by the confirmation, so it cannot be sent
 * twice (SPEC §4).
 */
export function ContactForm() {
  const [searchParams] = useSearchParams();
  const [values, setValues] = useState<Values>(EMPTY);
  const [topic, setTopic] = useState<ContactTopic>(() => topicOf(searchParams.get('onderwerp')));
  const [sent, setSent] = useState<string | null>(null);
  const { errors, sending, formRef, reject, submit } = useServerForm();
  const [send] = useMutation(SendContactMessageDocument, { errorPolicy: 'all' });
  const confirmationRef = useRef<HTMLParagraphElement>(null);
  const honeypotId = useId();

  // A link to /contact?onderwerp=… while on /contact changes the topic too.
  const param = searchParams.get('onderwerp');
  useEffect(() => {
    if (param !== null) setTopic(topicOf(param));
  }, [param]);

  useEffect(() => {
    if (sent) confirmationRef.current?.focus();
  }, [sent]);

  const text = (name: TextName) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (value: string) => setValues((current) => ({ ...current, [name]: value })),
  });

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sent) return;
    await submit(async () => {
      const { data } = await send({
        variables: {
          input: {
            name: values.name.trim(),
            email: values.email.trim(),
            phone: values.phone.trim() || null,
            message: values.message.trim(),
            topic,
            website: values.website || null,
          },
        },
      });
      const payload = data?.sendContactMessage;
      if (payload?.ok) {
        setValues(EMPTY);
        setSent(payload.message ?? CONFIRMATION);
        return;
      }
      reject(payload ? fieldErrorMap(payload.errors, SHOWN) : {});
    });
  }

  if (sent) {
    return (
      <p ref={confirmationRef} className={styles.confirmation} role="status" tabIndex={-1}>
        {sent}
      </p>
    );
  }

  return (
    <form
      ref={formRef}
      className={styles.form}
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="contact-form-title"
    >
      <RequiredNote />
      <TopicField value={topic} error={errors.topic} onChange={setTopic} />
      <TextField {...text('name')} label="Naam" required autoComplete="name" />
      <TextField {...text('email')} label="E-mailadres" required type="email" autoComplete="email" />
      <TextField {...text('phone')} label="Telefoonnummer" type="tel" autoComplete="tel" />
      <TextField {...text('message')} label="Bericht" required multiline />
      {/* A honeypot: hidden from people, filled in by bots (the server drops such a message). */}
      <div className="visually-hidden">
        <label htmlFor={honeypotId}>Laat dit veld leeg (website)</label>
        <input
          id={honeypotId}
          name="website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          value={values.website}
          onChange={(event) => setValues((current) => ({ ...current, website: event.target.value }))}
        />
      </div>
      <div className={formStyles.actions}>
        <SubmitButton busy={sending}>Versturen</SubmitButton>
      </div>
      <GeneralError message={errors.general} />
    </form>
  );
}

type TopicProps = { value: ContactTopic; error: string | undefined; onChange: (value: ContactTopic) => void };

function TopicField({ value, error, onChange }: TopicProps) {
  const ids = useFieldIds('topic', undefined, error);
  return (
    <div className={formStyles.field}>
      <label htmlFor={ids.id} className={formStyles.label}>
        Onderwerp
      </label>
      <select
        id={ids.id}
        name="topic"
        value={value}
        className={formStyles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        onChange={(event) => onChange(event.target.value as ContactTopic)}
      >
        {TOPICS.map((topic) => (
          <option key={topic.value} value={topic.value}>
            {topic.label}
          </option>
        ))}
      </select>
      <FieldError id={ids.errorId} message={error} />
    </div>
  );
}
