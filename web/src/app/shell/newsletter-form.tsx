import { useMutation } from '@apollo/client/react';
import { useId, useState } from 'react';
import { useToast } from '../../components/toast.tsx';
import { SubscribeToNewsletterDocument } from '../../gql/graphql.ts';
import styles from './newsletter-form.module.css';

// SPEC §4 and §8: the button is disabled while posting; on success the field clears and the
// toast "Gelukt" / "Actie gelukt." shows; any failure (the api's field errors or no answer at
// all) shows "Fout" / "Er gaat iets fout.".
export function NewsletterForm() {
  const [email, setEmail] = useState('');
  const [sending, setSending] = useState(false);
  const [subscribe] = useMutation(SubscribeToNewsletterDocument, { errorPolicy: 'all' });
  const toast = useToast();
  const id = useId();

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    setSending(true);
    let ok = false;
    try {
      const { data } = await subscribe({ variables: { email: email.trim() } });
      ok = data?.subscribeToNewsletter.ok === true;
    } catch {
      ok = false;
    } finally {
      setSending(false);
    }
    if (ok) {
      setEmail('');
      toast.show({ title: 'Gelukt', message: 'Actie gelukt.', tone: 'success' });
    } else {
      toast.show({ title: 'Fout', message: 'Er gaat iets fout.', tone: 'error' });
    }
  }

  return (
    <form className={styles.form} noValidate onSubmit={onSubmit} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Nieuwsbrief</h2>
      <p className={styles.intro}>
        Nieuwe cursussen, infodagen en acties: een paar keer per jaar in je mailbox.
      </p>
      <label htmlFor={`${id}-email`} className={styles.label}>
        E-mailadres
      </label>
      <div className={styles.row}>
        <input
          id={`${id}-email`}
          className={styles.input}
          type="email"
          name="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <button type="submit" className={styles.button} disabled={sending}>
          {sending ? 'Bezig…' : 'Aanmelden'}
        </button>
      </div>
    </form>
  );
}
