import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scrubMessage } from '../../observability/log-privacy.ts';
import { createLogger, logTo } from '../../observability/logger.ts';

// The logger's own guard (observability/log-privacy.ts): a field that holds personal data or a
// secret is censored wherever a line carries it, an error's message loses the values it quotes,
// and a mail server's answer is never logged (issue 36).

const lines: string[] = [];
const logger = createLogger('probe');
beforeAll(() => logTo({ write: (line: string) => void lines.push(line) }, 'trace'));
afterAll(() => logTo(undefined));

const MARKS = ['voorbeeld.nl', 'Zwanenburg', 'Lijnbaansgracht', '1017', '98765432', 'geheim', 'sessie'];

function logged(log: () => void): Record<string, unknown> {
  lines.length = 0;
  log();
  const [line = ''] = lines;
  for (const mark of MARKS) expect(line, line).not.toContain(mark);
  return JSON.parse(line) as Record<string, unknown>;
}

describe('a log line', () => {
  it('censors the fields that hold personal data or secrets, at the top and one level down', () => {
    const customer = {
      email: 'floortje@voorbeeld.nl',
      phone: '06-98765432',
      first_name: 'Floortje',
      last_name: 'Zwanenburg',
      billing_address: { street: 'Lijnbaansgracht', postal_code: '1017RM' },
      remarks: 'Bel Zwanenburg',
    };
    const line = logged(() =>
      logger.warn(
        {
          ...customer,
          order: customer,
          req: { headers: { cookie: 'sessionid=sessie' }, body: customer, url: '/x?email=a@voorbeeld.nl' },
          variables: { email: customer.email },
          password: 'geheim',
          mail: 7,
        },
        'probe',
      ),
    );
    expect(line).toMatchObject({
      email: '[redacted]',
      billing_address: '[redacted]',
      order: { phone: '[redacted]', billing_address: '[redacted]' },
    });
    expect(line.req).toEqual({ headers: '[redacted]', body: '[redacted]', url: '[redacted]' });
    expect(line.mail).toBe(7);
  });

  it('keeps an error’s class, code and message, without the values the message quotes', () => {
    const error = Object.assign(
      new SyntaxError(`Unexpected token 'Z', "Zwanenburg, Lijnbaansgracht 271, 1017 RM" is not valid JSON`),
      { code: 'E_PARSE', body: 'Zwanenburg', detail: 'Lijnbaansgracht' },
    );
    const line = logged(() => logger.error({ err: error }, 'probe'));
    expect(line.err).toMatchObject({
      type: 'SyntaxError',
      code: 'E_PARSE',
      message: 'Unexpected token \'…\', "…" is not valid JSON',
    });
    expect(String((line.err as { stack: string }).stack)).toMatch(/^\s+at /);
  });

  it('logs an error passed alone under err, not its message as the line’s text', () => {
    const line = logged(() => logger.error(new Error('geen antwoord van 06-98765432')));
    expect(line.msg).toBe('Error');
    expect(line.err).toMatchObject({ message: 'geen antwoord van [number]' });
  });

  it('says of a refused mail the SMTP command and reply code, not the reply', () => {
    const refusal = Object.assign(new Error('Message failed: 554 5.7.1 "Zwanenburg, Lijnbaansgracht 271"'), {
      code: 'EMESSAGE',
      command: 'DATA',
      responseCode: 554,
      response: '554 5.7.1 Zwanenburg',
    });
    const line = logged(() => logger.error({ mail: 3, err: refusal }, 'api: mail 3 not sent'));
    expect(line.err).toMatchObject({ code: 'EMESSAGE', command: 'DATA', responseCode: 554 });
    expect((line.err as { message?: string }).message).toBeUndefined();
  });

  it('keeps a cause’s class and code only', () => {
    const cause = Object.assign(new Error('connect ECONNREFUSED 10.0.0.1:5432 for Zwanenburg'), {
      code: 'ECONNREFUSED',
    });
    const line = logged(() => logger.error({ err: new TypeError('fetch failed', { cause }) }, 'probe'));
    expect(line.err).toMatchObject({
      message: 'fetch failed',
      cause: { type: 'Error', code: 'ECONNREFUSED' },
    });
  });
});

describe('scrubMessage', () => {
  it('masks quoted values, e-mail addresses, phone numbers, postcodes, URL queries and tokens', () => {
    expect(scrubMessage('Variable "$email" got invalid value "a b"; reading \'x\'')).toBe(
      'Variable "…" got invalid value "…"; reading \'…\'',
    );
    expect(scrubMessage('to floortje@voorbeeld.nl at +31 6 9876 5432 or 020-1234567')).toBe(
      'to [e-mail] at [number] or [number]',
    );
    expect(scrubMessage('1017 RM and 1017rm')).toBe('[postcode] and [postcode]');
    expect(scrubMessage('GET https://api.test/invoices/?email=x&token=y failed')).toBe(
      'GET https://api.test/invoices/?… failed',
    );
    expect(scrubMessage('link abcDEF0123456789abcdef0123 expired')).toBe('link [token] expired');
    // What a message needs to be read stays.
    expect(scrubMessage('Invalid Amsterdam time')).toBe('Invalid Amsterdam time');
    expect(scrubMessage('no answer within 10000 ms (HTTP 503)')).toBe('no answer within 10000 ms (HTTP 503)');
  });
});
