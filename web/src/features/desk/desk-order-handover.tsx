import { useMutation } from '@apollo/client/react';
import { useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../../domain/paths.ts';
import { FieldError, formStyles, TextField, useFieldIds } from '../../components/form-field.tsx';
import styles from './desk.module.css';
import { DeskActionForm, type Run } from './desk-action.tsx';
import { CollisionList } from './desk-collisions.tsx';
import { formatDateTime } from './desk-format.ts';
import { DeskSection } from './desk-section.tsx';
import { UnitSwap } from './desk-unit-swap.tsx';
import {
  type DeskCollision_CollisionFragment as Collision,
  DeskPickupDocument,
  DeskReturnDocument,
  type DeskOrderPage_OrderFragment as Order,
} from './gql/graphql.ts';

// The order page's pickup and return (api/desk/README.md "Pickup and return"): the rental lines
// with their units, the orders this one collides with, handing the units out by asset tag (a USB
// scanner types the tag and presses Enter: Enter moves on to the next field, in the last one it
// hands out) and taking them back with their condition, some or all.

/** Whether the order's units may be handed out now (the api says why not otherwise). */
const mayPickUp = (order: Order) =>
  order.rentalLines.length > 0 &&
  order.rentalLines.every((line) => line.units.length === 0) &&
  (order.status === 'PAID' || (order.status === 'QUOTE' && order.hold.state === 'HELD'));

export function Handover({ order, run }: { order: Order; run: Run }) {
  if (order.rentalLines.length === 0) return null;
  const out = order.rentalLines.flatMap((line) =>
    line.units.filter((unit) => unit.returnedAt === null).map((unit) => ({ ...unit, name: line.name })),
  );
  return (
    <DeskSection id="desk-handover" title="Uitgifte en retour">
      {order.collisions.length > 0 && <Collisions collisions={order.collisions} />}
      <RentalLines order={order} />
      {mayPickUp(order) && <Pickup order={order} run={run} />}
      {order.status === 'AWAITING_PAYMENT' && (
        <p>Deze bestelling wacht nog op de betaling; meegeven kan als ze betaald is.</p>
      )}
      {order.status === 'PICKED_UP' && out.length > 0 && (
        <>
          <Return key={order.version} order={order} out={out} run={run} />
          <UnitSwap key={`swap-${order.version}`} order={order} out={out} run={run} />
        </>
      )}
    </DeskSection>
  );
}

function Collisions({ collisions }: { collisions: Collision[] }) {
  return (
    <div className={styles.alert}>
      <h3 className={styles.subTitle}>Botst met</h3>
      <CollisionList collisions={collisions} />
    </div>
  );
}

function RentalLines({ order }: { order: Order }) {
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption className={styles.caption}>Huurregels en hun units</caption>
        <thead>
          <tr>
            <th scope="col">Artikel</th>
            <th scope="col">Inventarisnummer</th>
            <th scope="col">Meegegeven</th>
            <th scope="col">Terug vóór</th>
            <th scope="col">Teruggebracht</th>
            <th scope="col">Staat</th>
          </tr>
        </thead>
        <tbody>
          {order.rentalLines.flatMap((line) =>
            line.units.length === 0
              ? [
                  <tr key={line.lineId}>
                    <th scope="row">{line.name}</th>
                    <td colSpan={5} className={styles.muted}>
                      {line.count} {line.count === 1 ? 'unit' : 'units'}, nog niet meegegeven
                    </td>
                  </tr>,
                ]
              : line.units.map((unit) => (
                  <tr key={`${line.lineId}-${unit.unitId}`} data-unit={unit.assetTag}>
                    <th scope="row">{line.name}</th>
                    <td>
                      <Link to={paths.deskUnits({ q: unit.assetTag })}>{unit.assetTag}</Link>
                    </td>
                    <td>{formatDateTime(unit.pickedUpAt)}</td>
                    <td>{formatDateTime(unit.dueAt)}</td>
                    <td>
                      {unit.returnedAt ? formatDateTime(unit.returnedAt) : 'nog niet'}
                      {unit.late && <strong className={styles.attention}> te laat</strong>}
                    </td>
                    <td>
                      {unit.condition === 'DAMAGED' ? 'beschadigd' : unit.condition === 'OK' ? 'goed' : '–'}
                      {unit.note && <span className={styles.muted}>: {unit.note}</span>}
                    </td>
                  </tr>
                )),
          )}
        </tbody>
      </table>
    </div>
  );
}

/** One field per unit to hand out, in the order of the lines; `lineId` names the unit's line. */
function slotsOf(order: Order) {
  return order.rentalLines.flatMap((line) =>
    Array.from({ length: line.count }, (_, i) => ({
      lineId: line.lineId,
      label: `Inventarisnummer ${i + 1} van ${line.count} — ${line.name}`,
    })),
  );
}

function Pickup({ order, run }: { order: Order; run: Run }) {
  const [pickup, { loading }] = useMutation(DeskPickupDocument);
  const slots = slotsOf(order);
  const [tags, setTags] = useState(() => slots.map(() => ''));
  const inputs = useRef<(HTMLInputElement | null)[]>([]);
  const fields = [
    ...slots.flatMap((_, i) => [`units.${i}.assetTag`, `units.${i}.lineId`]),
    ...order.rentalLines.map((line) => `lines.${line.lineId}`),
  ];
  return (
    <div className={styles.subSection}>
      <h3 className={styles.subTitle}>Uitgifte</h3>
      <p className={styles.muted}>
        Scan of typ het inventarisnummer van elke unit die je meegeeft. Enter gaat naar het volgende veld; in
        het laatste veld geeft Enter alles mee.
      </p>
      <DeskActionForm
        run={run}
        send={async () =>
          (
            await pickup({
              variables: {
                number: order.number,
                version: order.version,
                units: slots.map((slot, i) => ({ lineId: slot.lineId, assetTag: tags[i] ?? '' })),
              },
            })
          ).data?.deskPickup
        }
        fields={fields}
        submitLabel="Meegeven"
        loading={loading}
      >
        {(errors) =>
          order.rentalLines.map((line) => (
            <fieldset key={line.lineId} className={styles.choice}>
              <legend className={styles.label}>
                {line.name} ({line.count} {line.count === 1 ? 'unit' : 'units'})
              </legend>
              {slots.map((slot, i) =>
                slot.lineId === line.lineId ? (
                  <ScanField
                    key={slot.label}
                    label={slot.label}
                    value={tags[i] ?? ''}
                    error={errors[`units.${i}.assetTag`] ?? errors[`units.${i}.lineId`]}
                    inputRef={(el) => {
                      inputs.current[i] = el;
                    }}
                    onChange={(value) => setTags((all) => all.map((t, j) => (j === i ? value : t)))}
                    onEnter={
                      i < slots.length - 1
                        ? () => {
                            inputs.current[i + 1]?.focus();
                          }
                        : undefined
                    }
                  />
                ) : null,
              )}
              <FieldError id={undefined} message={errors[`lines.${line.lineId}`]} />
            </fieldset>
          ))
        }
      </DeskActionForm>
    </div>
  );
}

/** A plain text field a USB scanner fills: Enter moves on (`onEnter`), or submits when there is none. */
function ScanField({
  label,
  value,
  error,
  inputRef,
  onChange,
  onEnter,
}: {
  label: string;
  value: string;
  error: string | undefined;
  inputRef: (element: HTMLInputElement | null) => void;
  onChange: (value: string) => void;
  onEnter?: () => void;
}) {
  const ids = useFieldIds('asset-tag', undefined, error);
  return (
    <div className={formStyles.field}>
      <label htmlFor={ids.id} className={formStyles.label}>
        {label}
      </label>
      <input
        ref={inputRef}
        id={ids.id}
        type="text"
        className={`${formStyles.input} ${styles.tagInput}`}
        value={value}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={(event) => {
          if (event.key !== 'Enter' || !onEnter) return;
          event.preventDefault();
          onEnter();
        }}
      />
      <FieldError id={ids.errorId} message={error} />
    </div>
  );
}

type OutUnit = Order['rentalLines'][number]['units'][number] & { name: string };
type Choice = 'later' | 'OK' | 'DAMAGED';

function Return({ order, out, run }: { order: Order; out: OutUnit[]; run: Run }) {
  const [giveBack, { loading }] = useMutation(DeskReturnDocument);
  const [choices, setChoices] = useState<Record<string, Choice>>(() =>
    Object.fromEntries(out.map((unit) => [unit.assetTag, 'OK' as Choice])),
  );
  const [notes, setNotes] = useState<Record<string, string>>({});
  // The units of the last submit, in the order sent: the api names its errors by that index.
  const sent = useRef<string[]>([]);
  const id = useId();
  const chosen = out.filter((unit) => choices[unit.assetTag] !== 'later');
  const fields = out.flatMap((_, i) => [`units.${i}.assetTag`, `units.${i}.condition`, `units.${i}.note`]);
  return (
    <div className={styles.subSection}>
      <h3 className={styles.subTitle}>Retour</h3>
      <p className={styles.muted}>
        Kies per unit hoe hij terugkwam. Een beschadigde unit gaat meteen naar reparatie; schrijf erbij wat er
        kapot is. Wat nog niet terug is, blijft uitgeleend.
      </p>
      <DeskActionForm
        run={run}
        send={async () => {
          sent.current = chosen.map((unit) => unit.assetTag);
          return (
            await giveBack({
              variables: {
                number: order.number,
                version: order.version,
                units: chosen.map((unit) => ({
                  assetTag: unit.assetTag,
                  condition: choices[unit.assetTag] === 'DAMAGED' ? 'DAMAGED' : 'OK',
                  note: notes[unit.assetTag] || null,
                })),
              },
            })
          ).data?.deskReturn;
        }}
        fields={fields}
        submitLabel={
          chosen.length === 0
            ? 'Innemen'
            : `${chosen.length} ${chosen.length === 1 ? 'unit' : 'units'} innemen`
        }
        loading={loading}
      >
        {(errors) =>
          out.map((unit) => {
            const at = sent.current.indexOf(unit.assetTag);
            const error = (field: string) => (at < 0 ? undefined : errors[`units.${at}.${field}`]);
            const choice = choices[unit.assetTag] ?? 'OK';
            const choose = (next: Choice) => setChoices((all) => ({ ...all, [unit.assetTag]: next }));
            return (
              <fieldset key={unit.assetTag} className={styles.choice} data-return={unit.assetTag}>
                <legend className={styles.label}>
                  {unit.assetTag} — {unit.name}, terug vóór {formatDateTime(unit.dueAt)}
                </legend>
                {(
                  [
                    ['OK', 'Terug, goed'],
                    ['DAMAGED', 'Terug, beschadigd'],
                    ['later', 'Nog niet terug'],
                  ] as const
                ).map(([value, label]) => (
                  <label key={value} className={styles.check}>
                    <input
                      type="radio"
                      name={`${id}-${unit.assetTag}`}
                      checked={choice === value}
                      onChange={() => choose(value)}
                    />{' '}
                    {label}
                  </label>
                ))}
                <FieldError id={undefined} message={error('assetTag') ?? error('condition')} />
                {choice !== 'later' && (
                  <TextField
                    name={`note-${unit.assetTag}`}
                    label={`Opmerking bij ${unit.assetTag}`}
                    hint={choice === 'DAMAGED' ? 'Verplicht: wat is er kapot?' : undefined}
                    required={choice === 'DAMAGED'}
                    value={notes[unit.assetTag] ?? ''}
                    onChange={(value) => setNotes((all) => ({ ...all, [unit.assetTag]: value }))}
                    error={error('note')}
                  />
                )}
              </fieldset>
            );
          })
        }
      </DeskActionForm>
    </div>
  );
}
