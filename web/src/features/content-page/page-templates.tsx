import { BUSINESS } from '../../../../domain/business.ts';
import { OPENING_HOURS_SUMMARY } from '../../../../domain/opening-hours.ts';
import { ContentBlocks } from '../../components/content-blocks.tsx';
import { EditableHtml } from '../../components/editable-html.tsx';
import type { ContentPageQuery } from '../../gql/graphql.ts';
import styles from './content-page.module.css';

type Page = NonNullable<ContentPageQuery['page']>;
type Props = { page: Page };

function EmptyBlocks() {
  return <p className={styles.empty}>Deze pagina heeft nog geen inhoud.</p>;
}

/** Title and blocks in one readable column. */
export function DefaultTemplate({ page }: Props) {
  return (
    <div className={styles.narrow} data-template="DEFAULT">
      <h1>{page.title}</h1>
      {page.blocks.length === 0 ? (
        <EmptyBlocks />
      ) : (
        <ContentBlocks blocks={page.blocks} className={styles.stack} />
      )}
    </div>
  );
}

/** A bold hero with the first block as its lead; the other blocks as cards. */
export function CampaignTemplate({ page }: Props) {
  const [lead, ...rest] = page.blocks;
  return (
    <div data-template="CAMPAIGN">
      <header className={styles.campaignHero}>
        <div className={styles.campaignInner}>
          <h1>{page.title}</h1>
          {lead && (
            <EditableHtml
              target={{ kind: 'BLOCK', id: lead.id }}
              html={lead.content}
              className={styles.campaignLead}
            />
          )}
        </div>
      </header>
      <div className={styles.wide}>
        {rest.length > 0 && (
          <ContentBlocks blocks={rest} className={styles.cards} blockClassName={styles.card} />
        )}
        {page.blocks.length === 0 && <EmptyBlocks />}
      </div>
    </div>
  );
}

/** Full-width bands that alternate side and tone, for longer stories. */
export function AlternateBlocksTemplate({ page }: Props) {
  return (
    <div data-template="PAGEALTERNATEBLOCKS">
      <div className={styles.narrowTitle}>
        <h1>{page.title}</h1>
      </div>
      {page.blocks.length === 0 && (
        <div className={styles.narrow}>
          <EmptyBlocks />
        </div>
      )}
      {page.blocks.map((block, index) => (
        <section key={block.id} className={styles.band} data-side={index % 2 === 0 ? 'start' : 'end'}>
          <div className={styles.bandInner}>
            <span className={styles.bandMark} aria-hidden="true">
              {String(index + 1).padStart(2, '0')}
            </span>
            <EditableHtml
              target={{ kind: 'BLOCK', id: block.id }}
              html={block.content}
              className={styles.bandText}
            />
          </div>
        </section>
      ))}
    </div>
  );
}

/**
 * The "we have moved" page: an announcement band, the blocks, and beside them the address and
 * opening hours as they are now (from domain/, so they never disagree with the footer).
 */
export function MovingTemplate({ page }: Props) {
  return (
    <div data-template="MOVING">
      <header className={styles.movingHero}>
        <div className={styles.movingInner}>
          <p className={styles.movingBadge}>Nieuws</p>
          <h1>{page.title}</h1>
        </div>
      </header>
      <div className={styles.movingBody}>
        {page.blocks.length === 0 ? (
          <EmptyBlocks />
        ) : (
          <ContentBlocks blocks={page.blocks} className={styles.stack} blockClassName={styles.moving} />
        )}
        <aside className={styles.addressCard} aria-labelledby="moving-address">
          <h2 id="moving-address">Hier vind je ons</h2>
          <address>
            {BUSINESS.name}
            <br />
            {BUSINESS.street}
            <br />
            {BUSINESS.postalCode} {BUSINESS.city}
          </address>
          <h3>Openingstijden</h3>
          <ul>
            {OPENING_HOURS_SUMMARY.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <p>
            <a href={BUSINESS.phone.href}>{BUSINESS.phone.display}</a>
          </p>
        </aside>
      </div>
    </div>
  );
}
