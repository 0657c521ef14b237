import { useLazyQuery } from '@apollo/client/react';
import { useId, useState } from 'react';
import { buttonStyles } from '../../components/button-link.tsx';
import type { FieldErrors } from '../../components/field-errors.ts';
import { formStyles, TextField } from '../../components/form-field.tsx';
import styles from './desk.module.css';
import { SlotSelect } from './desk-slot-select.tsx';
import { DeskArticleSearchDocument } from './gql/graphql.ts';

// What a counter order and an order's change ask alike: the period with its slots, and the lines
// (articles found by the shop's search, with their counts). The api checks and prices them.

const TYPE_WORDS: Record<string, string> = { RENTAL: 'huur', SALE: 'verkoop', OCCASION: 'occasion' };

export type Line = { articleId: string; name: string; type: string; count: string };
export type Period = { van: string; ophalen: string; tot: string; terug: string };

/** The period as the schema's input (none without a pickup date). */
export function periodInput(p: Period) {
  const slot = (v: string) => (v === '' ? null : Number(v));
  return p.van
    ? {
        pickupDate: p.van,
        pickupSlot: slot(p.ophalen),
        returnDate: p.tot || p.van,
        returnSlot: slot(p.terug),
      }
    : null;
}

export const linesInput = (lines: Line[]) =>
  lines.map((l) => ({ articleId: l.articleId, count: Number.parseInt(l.count, 10) || 0 }));

/** The field names of the api's errors these parts show. */
export const lineFields = (lines: Line[]) => [
  'pickupDate',
  'returnDate',
  'pickupSlot',
  'returnSlot',
  ...lines.flatMap((_, i) => [`lines.${i}`, `lines.${i}.articleId`, `lines.${i}.count`]),
];

export function PeriodFields({
  period,
  onChange,
  errors,
  endOnly = false,
}: {
  period: Period;
  onChange: (p: Period) => void;
  errors: FieldErrors;
  /** Picked up: only the end may move. */
  endOnly?: boolean;
}) {
  const set = (k: keyof Period) => (v: string) => onChange({ ...period, [k]: v });
  return (
    <div className={styles.searchGrid}>
      {!endOnly && (
        <>
          <TextField
            name="van"
            label="Ophalen op"
            type="date"
            value={period.van}
            onChange={set('van')}
            error={errors.pickupDate}
          />
          <SlotSelect
            label="Ophaaltijd"
            date={period.van}
            value={period.ophalen}
            onChange={set('ophalen')}
            wholeDay={false}
            error={errors.pickupSlot}
          />
        </>
      )}
      <TextField
        name="tot"
        label="Terugbrengen op"
        type="date"
        value={period.tot}
        onChange={set('tot')}
        error={errors.returnDate}
      />
      <SlotSelect
        label="Terugbrengtijd"
        date={period.tot || period.van}
        value={period.terug}
        onChange={set('terug')}
        wholeDay={false}
        error={errors.returnSlot}
      />
    </div>
  );
}

export function LinesEditor({
  lines,
  onChange,
  errors,
}: {
  lines: Line[];
  onChange: (lines: Line[]) => void;
  errors: FieldErrors;
}) {
  const id = useId();
  const [q, setQ] = useState('');
  const [search, found] = useLazyQuery(DeskArticleSearchDocument, { fetchPolicy: 'network-only' });
  const find = () => {
    if (q.trim()) void search({ variables: { q: q.trim() } });
  };
  return (
    <>
      <div className={formStyles.field}>
        <label htmlFor={`${id}-q`} className={formStyles.label}>
          Zoek een artikel
        </label>
        <div className={styles.actions}>
          <input
            id={`${id}-q`}
            type="search"
            className={formStyles.input}
            value={q}
            autoComplete="off"
            onChange={(event) => setQ(event.target.value)}
            onKeyDown={(event) => {
              if (event.key !== 'Enter') return;
              event.preventDefault();
              find();
            }}
          />
          <button type="button" className={`${buttonStyles.button} ${buttonStyles.outline}`} onClick={find}>
            Zoek artikel
          </button>
        </div>
      </div>
      {found.data && (
        <ul className={styles.rows} aria-label="Gevonden artikelen">
          {found.data.searchArticles.length === 0 && <li>Niets gevonden.</li>}
          {found.data.searchArticles.map((a) => (
            <li key={a.id} className={styles.row}>
              <span>
                {a.name}{' '}
                <span className={styles.muted}>
                  ({TYPE_WORDS[a.type] ?? a.type}, {a.samId}, {a.price.formatted})
                </span>
              </span>
              <button
                type="button"
                className={styles.linkButton}
                disabled={lines.some((l) => l.articleId === a.id)}
                onClick={() =>
                  onChange([...lines, { articleId: a.id, name: a.name, type: a.type, count: '1' }])
                }
              >
                Voeg {a.name} ({TYPE_WORDS[a.type] ?? a.type}) toe
              </button>
            </li>
          ))}
        </ul>
      )}
      {lines.length === 0 ? (
        <p>Nog geen artikelen.</p>
      ) : (
        <ul className={styles.rows} aria-label="In de bestelling">
          {lines.map((line, i) => (
            <li key={line.articleId} className={styles.row}>
              <TextField
                name={`count-${i}`}
                label={`Aantal ${line.name}`}
                type="number"
                min={1}
                inputMode="numeric"
                value={line.count}
                onChange={(v) => onChange(lines.map((l, j) => (j === i ? { ...l, count: v } : l)))}
                error={errors[`lines.${i}.count`] ?? errors[`lines.${i}`] ?? errors[`lines.${i}.articleId`]}
              />
              <button
                type="button"
                className={styles.linkButton}
                onClick={() => onChange(lines.filter((_, j) => j !== i))}
              >
                Haal {line.name} weg
              </button>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
