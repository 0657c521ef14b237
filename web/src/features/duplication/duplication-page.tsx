import { type QueryRef, useReadQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import { paths } from '../../../../domain/paths.ts';
import { Breadcrumb } from '../../components/breadcrumb.tsx';
import { ButtonLink } from '../../components/button-link.tsx';
import { ContentBlocks } from '../../components/content-blocks.tsx';
import { useDocumentMeta } from '../../components/document-head.tsx';
import { PriceViewSwitch, usePriceView } from '../../components/price-view.tsx';
import { ErrorView } from '../../components/route-error.tsx';
import type { DuplicationPageQuery, DuplicationPageQueryVariables } from '../../gql/graphql.ts';
import { CrewList } from './crew-list.tsx';
import styles from './duplication.module.css';
import { PriceList } from './price-list.tsx';

type Props = {
  queryRef: QueryRef<DuplicationPageQuery, DuplicationPageQueryVariables, 'complete' | 'streaming' | 'empty'>;
};

const DESCRIPTION =
  'Laat je VHS, Hi8, MiniDV, smalfilm (8 mm en 16 mm) en audiocassettes digitaliseren door Studio Lumen in Amsterdam. Vaste prijzen per band of minuut.';

const STEPS: readonly { title: string; text: string }[] = [
  {
    title: 'Neem contact op',
    text: 'Vertel ons welke banden, films of cassettes je hebt en hoeveel. Je krijgt vooraf een prijsopgave.',
  },
  {
    title: 'Breng of stuur je materiaal',
    text: 'Lever je materiaal af in onze winkel aan de Czaar Peterstraat, of stuur het goed verpakt op.',
  },
  {
    title: 'Wij digitaliseren',
    text: 'We spelen alles af op goed onderhouden apparatuur en zetten het om naar digitale bestanden (MP4 of WAV).',
  },
  {
    title: 'Ophalen of downloaden',
    text: 'Je krijgt je originelen terug met de bestanden op een USB-stick of via een downloadlink.',
  },
];

export function DuplicationPage({ queryRef }: Props) {
  const { data } = useReadQuery(queryRef);
  if (!data) return <ErrorView />;
  return <DuplicationView data={data} />;
}

function DuplicationView({ data }: { data: DuplicationPageQuery }) {
  const view = usePriceView();
  const page = data.page;
  const title = page?.title ?? 'Duplicatie en digitalisering';
  // The editors' blocks tell how it works; without them the page says it itself.
  const hasBlocks = page !== null && page.blocks.length > 0;
  useDocumentMeta(title, DESCRIPTION);
  return (
    <div className={styles.page}>
      <Breadcrumb crumbs={[{ label: 'Home', to: paths.home() }, { label: 'Duplicatie' }]} />
      <header className={styles.header}>
        <h1>{title}</h1>
        {page && hasBlocks ? (
          <ContentBlocks blocks={page.blocks} className={styles.blocks} />
        ) : (
          <p className={styles.lead}>
            Oude videobanden, smalfilms en cassettes gaan niet eeuwig mee. Wij zetten ze zorgvuldig om naar
            digitale bestanden, zodat je herinneringen bewaard blijven en makkelijk te delen zijn.
          </p>
        )}
        <ButtonLink to={paths.contact({ topic: 'duplicatie' })}>Vraag een prijsopgave aan</ButtonLink>
      </header>

      <section className={styles.section} aria-labelledby="prices-title">
        <h2 id="prices-title">Formaten en prijzen</h2>
        <div className={styles.priceBar}>
          <p className={styles.sectionLead}>
            Alle prijzen zijn {view === 'excl' ? 'exclusief' : 'inclusief'} btw.
          </p>
          <PriceViewSwitch />
        </div>
        <PriceList services={data.duplicationServices ?? null} />
      </section>

      {!hasBlocks && <HowItWorks />}

      <section className={styles.section} aria-labelledby="crew-title">
        <h2 id="crew-title">AV-personeel inhuren</h2>
        <p className={styles.sectionLead}>
          Liever een professional op je opname, montage of livestream? Huur een van onze vakmensen in.
        </p>
        <CrewList articles={data.crew?.articles ?? null} totalCount={data.crew?.totalCount ?? 0} />
      </section>
    </div>
  );
}

/** How it works, when the editors have not (yet) written the page `duplicatie`. */
function HowItWorks() {
  return (
    <section className={styles.section} aria-labelledby="how-title">
      <h2 id="how-title">Zo werkt het</h2>
      <ol className={styles.steps}>
        {STEPS.map((step) => (
          <li key={step.title}>
            <h3>{step.title}</h3>
            <p>{step.text}</p>
          </li>
        ))}
      </ol>
      <p>
        Vragen over je materiaal of een grote hoeveelheid?{' '}
        <Link to={paths.contact({ topic: 'duplicatie' })}>Neem contact met ons op</Link> en kies het onderwerp
        Duplicatie.
      </p>
    </section>
  );
}
