import { TextField } from '../../components/form-field.tsx';

/** The 6 digits the authenticator app shows now (a phone's one-time-code autofill fills it too). */
export function TotpCodeField({
  value,
  onChange,
  error,
  hint = 'De code die je authenticator-app nu toont.',
}: {
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  hint?: string;
}) {
  return (
    <TextField
      name="code"
      label="Code (6 cijfers)"
      hint={hint}
      autoComplete="one-time-code"
      inputMode="numeric"
      required
      value={value}
      onChange={onChange}
      error={error}
    />
  );
}
