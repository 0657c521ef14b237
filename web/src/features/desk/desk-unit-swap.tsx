import { useMutation } from '@apollo/client/react';
import { useId, useState } from 'react';
import { formStyles, TextField } from '../../components/form-field.tsx';
import styles from './desk.module.css';
import { DeskActionForm, Disclosure, type Run } from './desk-action.tsx';
import { DeskSwapUnitDocument, type DeskOrderPage_OrderFragment as Order } from './gql/graphql.ts';

// Swapping a unit out with a picked-up order: the customer brings one back (broken, say) and takes
// another of the same article. The api checks the new one in place of the old; this only sends.

type OutUnit = { assetTag: string; name: string };

export function UnitSwap({ order, out, run }: { order: Order; out: OutUnit[]; run: Run }) {
  const [swap, { loading }] = useMutation(DeskSwapUnitDocument);
  const [outTag, setOutTag] = useState(out[0]?.assetTag ?? '');
  const [inTag, setInTag] = useState('');
  const [damaged, setDamaged] = useState(false);
  const [note, setNote] = useState('');
  const id = useId();
  return (
    <Disclosure label="Unit wisselen…">
      {(close) => (
        <DeskActionForm
          run={run}
          send={async () =>
            (
              await swap({
                variables: {
                  number: order.number,
                  version: order.version,
                  outTag,
                  inTag,
                  condition: damaged ? 'DAMAGED' : 'OK',
                  note: note || null,
                },
              })
            ).data?.deskSwapUnit
          }
          fields={['outTag', 'inTag', 'condition', 'note']}
          onDone={close}
          submitLabel="Wisselen"
          loading={loading}
          cancel={{ label: 'Niet wisselen', onClick: close }}
        >
          {(errors) => (
            <>
              <div className={formStyles.field}>
                <label htmlFor={`${id}-out`} className={formStyles.label}>
                  Unit die terugkomt
                </label>
                <select
                  id={`${id}-out`}
                  className={formStyles.input}
                  value={outTag}
                  aria-invalid={errors.outTag ? true : undefined}
                  aria-describedby={errors.outTag ? `${id}-out-error` : undefined}
                  onChange={(event) => setOutTag(event.target.value)}
                >
                  {out.map((unit) => (
                    <option key={unit.assetTag} value={unit.assetTag}>
                      {unit.assetTag} — {unit.name}
                    </option>
                  ))}
                </select>
                {errors.outTag && (
                  <p id={`${id}-out-error`} className={formStyles.error}>
                    {errors.outTag}
                  </p>
                )}
              </div>
              <TextField
                name="inTag"
                label="Inventarisnummer van de unit die meegaat"
                hint="Scan of typ het nummer; een unit van hetzelfde artikel."
                required
                value={inTag}
                onChange={setInTag}
                error={errors.inTag}
              />
              <label className={styles.check}>
                <input
                  type="checkbox"
                  checked={damaged}
                  onChange={(event) => setDamaged(event.target.checked)}
                />{' '}
                De unit die terugkomt is beschadigd (gaat naar reparatie)
              </label>
              <TextField
                name="note"
                label="Opmerking"
                hint={damaged ? 'Verplicht: wat is er kapot?' : undefined}
                required={damaged}
                value={note}
                onChange={setNote}
                error={errors.note ?? errors.condition}
              />
            </>
          )}
        </DeskActionForm>
      )}
    </Disclosure>
  );
}
