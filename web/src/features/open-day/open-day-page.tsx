import { type QueryRef, useReadQuery } from '@apollo/client/react';
import { BUSINESS } from '../../../../domain/business.ts';
import { formatDateLong } from '../../../../domain/dates.ts';
import { paths } from '../../../../domain/paths.ts';
import { Breadcrumb } from '../../components/breadcrumb.tsx';
import { ContentBlocks } from '../../components/content-blocks.tsx';
import { useDocumentMeta } from '../../components/document-head.tsx';
import { CalendarIcon } from '../../components/icons.tsx';
import { ErrorView } from '../../components/route-error.tsx';
import { Bone, LoadingRegion, TextLines } from '../../components/skeleton.tsx';
import type { OpenDayPageQuery, OpenDayPageQueryVariables } from '../../gql/graphql.ts';
import styles from './open-day.module.css';
import { OpenDayForm } from './open-day-form.tsx';

type Props = {
  queryRef: QueryRef<OpenDayPageQuery, OpenDayPageQueryVariables, 'complete' | 'streaming' | 'empty'>;
};
type OpenDay = OpenDayPageQuery['openDays'][number];

export function OpenDayPage({ queryRef }: Props) {
  const { data } = useReadQuery(queryRef);
  if (!data) return <ErrorView />;
  return <OpenDayView data={data} />;
}

function OpenDayView({ data }: { data: OpenDayPageQuery }) {
  const page = data.page;
  useDocumentMeta(
    page?.title ?? 'Infodag',
    'Kom naar een infodag van Studio Lumen: bekijk de studio, ontmoet docenten en stel je vragen over opleidingen, cursussen en het tussenjaar.',
  );
  return (
    <div className={styles.page}>
      <Breadcrumb crumbs={[{ label: 'Home', to: paths.home() }, { label: 'Infodag' }]} />
      <header className={styles.header}>
        <h1>{page?.title ?? 'Infodag'}</h1>
        {page && page.blocks.length > 0 ? (
          <ContentBlocks blocks={page.blocks} className={styles.blocks} />
        ) : (
          <Intro />
        )}
      </header>
      <div className={styles.layout}>
        <section aria-labelledby="open-days-title">
          <h2 id="open-days-title">Aankomende infodagen</h2>
          {data.openDays.length > 0 ? (
            <ul className={styles.days}>
              {data.openDays.map((openDay) => (
                <OpenDayCard key={openDay.id} openDay={openDay} />
              ))}
            </ul>
          ) : (
            <p>
              Er staat op dit moment geen infodag gepland. Wil je toch langskomen of heb je een vraag? Bel{' '}
              <a href={BUSINESS.education.phone.href}>{BUSINESS.education.phone.display}</a> of mail{' '}
              <a href={`mailto:${BUSINESS.education.email}`}>{BUSINESS.education.email}</a>.
            </p>
          )}
        </section>
        {data.openDays.length > 0 && (
          <section className={styles.formCard} aria-labelledby="open-day-form-title">
            <h2 id="open-day-form-title">Aanmelden</h2>
            <OpenDayForm openDays={data.openDays} />
          </section>
        )}
      </div>
    </div>
  );
}

/** What the page says when the editors have not (yet) written the `infodag` page. */
function Intro() {
  return (
    <div className={styles.intro}>
      <p className={styles.lead}>
        Twijfel je welke opleiding of cursus bij je past? Kom kennismaken op een infodag. Je kijkt rond in de
        studio, probeert de apparatuur uit en stelt je vragen aan docenten en oud-cursisten.
      </p>
      <p>
        Aanmelden is gratis en je mag iemand meenemen: geef bij je aanmelding door met hoeveel personen je
        komt. Je krijgt een bevestiging per e-mail.
      </p>
    </div>
  );
}

function OpenDayCard({ openDay }: { openDay: OpenDay }) {
  return (
    <li className={styles.day}>
      <CalendarIcon size={22} />
      <div>
        <h3>{openDay.subject}</h3>
        <p className={styles.when}>
          <time dateTime={openDay.date}>{formatDateLong(openDay.date)}</time>, {openDay.time} uur
        </p>
        <p className={styles.where}>{openDay.location}</p>
      </div>
    </li>
  );
}

export function OpenDaySkeleton() {
  return (
    <LoadingRegion label="De infodagen worden geladen">
      <div className={styles.page}>
        <Bone width="180px" height="1rem" />
        <div style={{ height: 40 }} />
        <Bone width="40%" height="3rem" />
        <div style={{ height: 20 }} />
        <TextLines lines={3} />
        <div style={{ height: 32 }} />
        <Bone height="320px" radius={16} />
      </div>
    </LoadingRegion>
  );
}
