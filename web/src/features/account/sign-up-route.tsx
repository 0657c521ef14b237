import { type LoaderFunctionArgs, useLoaderData } from 'react-router';
import { useDocumentMeta } from '../../components/document-head.tsx';
import styles from './account.module.css';
import { SignUpForm } from './sign-up-form.tsx';
import { sitePath } from './site-path.ts';

// /registratie/: creates an account (SPEC §2); `?redirect=` is where activation returns to.
export function loader({ request }: LoaderFunctionArgs) {
  return { redirect: sitePath(new URL(request.url).searchParams.get('redirect')) ?? null };
}

export function Component() {
  const { redirect } = useLoaderData<typeof loader>();
  useDocumentMeta('Account aanmaken', undefined, { noindex: true });
  return (
    <div className={styles.page}>
      <h1>Account aanmaken</h1>
      <p className={styles.lead}>
        Met een account zie je je facturen en betaal je ze online. Je krijgt een e-mail om je account te
        activeren.
      </p>
      <SignUpForm redirect={redirect ?? undefined} />
    </div>
  );
}
