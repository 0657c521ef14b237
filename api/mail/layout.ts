import { BUSINESS } from '../../domain/business.ts';

// The shape every confirmation mail shares: a greeting, a few paragraphs, a table of details, a
// closing with the contact details. Rendered twice: plain text (what every client can show) and
// simple HTML (inline styles only; every visitor-typed value escaped).

export type MailContent = {
  greeting: string;
  paragraphs: string[];
  /** Label and value; a value may span lines. */
  details: [string, string][];
  closing?: string[];
};

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

const multiline = (value: string) => escapeHtml(value).replace(/\r?\n/g, '<br>');

const SIGNATURE = [
  'Met vriendelijke groet,',
  BUSINESS.name,
  BUSINESS.address,
  `${BUSINESS.phone.display} · ${BUSINESS.email}`,
];

/**
 * `site` is the site's address (PUBLIC_URL): the one absolute URL of a mail, at the end of the
 * signature. Never taken from a request's Host header, which the sender of a request chooses.
 */
export function renderText(content: MailContent, site: string): string {
  const width = Math.max(0, ...content.details.map(([label]) => label.length)) + 2;
  const details = content.details.map(([label, value]) => {
    const [first = '', ...rest] = value.split(/\r?\n/);
    const indent = ' '.repeat(width);
    return [`${`${label}:`.padEnd(width)}${first}`, ...rest.map((line) => indent + line)].join('\n');
  });
  return [
    content.greeting,
    '',
    ...content.paragraphs.flatMap((p) => [p, '']),
    ...(details.length > 0 ? [...details, ''] : []),
    ...(content.closing ?? []).flatMap((p) => [p, '']),
    ...SIGNATURE,
    site,
    '',
  ].join('\n');
}

export function renderHtml(content: MailContent, title: string, site: string): string {
  const rows = content.details
    .map(
      ([label, value]) =>
        `<tr><th style="text-align:left;vertical-align:top;padding:4px 16px 4px 0">${escapeHtml(label)}</th>` +
        `<td style="padding:4px 0">${multiline(value)}</td></tr>`,
    )
    .join('');
  const paragraphs = (list: string[]) => list.map((p) => `<p>${multiline(p)}</p>`).join('');
  return [
    '<!doctype html>',
    `<html lang="nl"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>`,
    '<body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1d1d1f">',
    `<p>${escapeHtml(content.greeting)}</p>`,
    paragraphs(content.paragraphs),
    rows ? `<table style="border-collapse:collapse;margin:16px 0">${rows}</table>` : '',
    paragraphs(content.closing ?? []),
    `<p>${[...SIGNATURE.map(escapeHtml), `<a href="${escapeHtml(site)}">${escapeHtml(site)}</a>`].join('<br>')}</p>`,
    '</body></html>',
  ].join('\n');
}

/** One mail as a template writes it: to whom, the subject, and the content the layout renders. */
export type MailDraft = { to: string; subject: string; content: MailContent; replyTo?: string };

/** Subject plus text and HTML bodies of one mail, its signature ending in the site's address. */
export function renderMail({ to, subject, content }: MailDraft, site: string) {
  return { to, subject, text: renderText(content, site), html: renderHtml(content, subject, site) };
}
