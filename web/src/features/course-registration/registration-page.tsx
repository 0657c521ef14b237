import { type QueryRef, useReadQuery } from '@apollo/client/react';
import { BUSINESS } from '../../../../domain/business.ts';
import { formatDateLong } from '../../../../domain/dates.ts';
import { Breadcrumb } from '../../components/breadcrumb.tsx';
import { ButtonLink } from '../../components/button-link.tsx';
import { MailIcon, PhoneIcon } from '../../components/icons.tsx';
import { NotFound } from '../../components/not-found.tsx';
import { Bone, LoadingRegion, TextLines } from '../../components/skeleton.tsx';
import { useDocumentMeta } from '../../components/use-document-meta.ts';
import type { RegistrationPageQuery, RegistrationPageQueryVariables } from '../../gql/graphql.ts';
import styles from './registration-page.module.css';

type Props = {
  queryRef: QueryRef<
    RegistrationPageQuery,
    RegistrationPageQueryVariables,
    'complete' | 'streaming' | 'empty'
  >;
  runId: string;
};

export function RegistrationPage({ queryRef, runId }: Props) {
  const { data, error } = useReadQuery(queryRef);
  if (!data) throw error ?? new Error('De inschrijving kon niet worden geladen.');
  const course = data.course;
  if (!course) {
    if (error) throw error;
    return <NotFound title="Opleiding niet gevonden" />;
  }
  return <Placeholder course={course} runId={runId} />;
}

type Course = NonNullable<RegistrationPageQuery['course']>;

function Placeholder({ course, runId }: { course: Course; runId: string }) {
  useDocumentMeta(`Inschrijven: ${course.name}`);
  const run = course.runs?.find((candidate) => candidate.id === runId);
  const { phone, email } = BUSINESS.education;
  const courseHref = `/educatie/c/${course.slug}`;
  return (
    <div className={styles.page}>
      <Breadcrumb
        crumbs={[
          { label: 'Home', to: '/' },
          { label: course.name, to: courseHref },
          { label: 'Inschrijven' },
        ]}
      />
      <h1>Inschrijven voor {course.name}</h1>
      {run ? (
        <p className={styles.run}>
          Start: <strong>{run.startDateHeaderText ?? formatDateLong(run.startDate)}</strong>
        </p>
      ) : (
        <p className={styles.run}>Deze startdatum is niet (meer) beschikbaar. Kies een andere startdatum.</p>
      )}
      <p>
        Online inschrijven komt binnenkort beschikbaar. Wil je je nu al aanmelden of heb je een vraag? Ons
        educatieteam schrijft je graag in.
      </p>
      <ul className={styles.contact}>
        <li>
          <a href={phone.href}>
            <PhoneIcon size={18} />
            {phone.display}
          </a>
        </li>
        <li>
          <a href={`mailto:${email}`}>
            <MailIcon size={18} />
            {email}
          </a>
        </li>
      </ul>
      <ButtonLink to={courseHref} variant="outline">
        Terug naar {course.name}
      </ButtonLink>
    </div>
  );
}

export function RegistrationSkeleton() {
  return (
    <LoadingRegion label="De inschrijving wordt geladen">
      <div className={styles.page}>
        <Bone width="260px" height="1rem" />
        <div style={{ height: 24 }} />
        <Bone width="80%" height="3rem" />
        <div style={{ height: 24 }} />
        <TextLines lines={4} />
      </div>
    </LoadingRegion>
  );
}
