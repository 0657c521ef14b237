import { type LoaderFunctionArgs, useLoaderData } from 'react-router';
import { useDocumentMeta } from '../../components/document-head.tsx';
import styles from './account.module.css';
import { SignInForm } from './sign-in-form.tsx';
import { sitePath } from './site-path.ts';

// /login?redirect=/profiel/: the sign-in page (SPEC §2, §4). The form itself is public and
// rendered on the server; whether the visitor is signed in already is known in the browser only.
export function loader({ request }: LoaderFunctionArgs) {
  return { redirect: sitePath(new URL(request.url).searchParams.get('redirect')) ?? null };
}

export function Component() {
  const { redirect } = useLoaderData<typeof loader>();
  useDocumentMeta('Inloggen', undefined, { noindex: true });
  return (
    <div className={styles.page}>
      <h1>Inloggen</h1>
      <p className={styles.lead}>Log in om je facturen en gegevens te bekijken.</p>
      <SignInForm redirect={redirect ?? undefined} />
    </div>
  );
}
