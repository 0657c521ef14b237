import type { MailDraft } from '../mail/layout.ts';
import type { TokenPurpose } from './tables.ts';

// The Dutch mails of the account: the activation link (after registering, or a reset asked for
// an account not yet activated) and the link to set a new password. Links are built from
// PUBLIC_URL, never from the request.

export function activationLink(publicUrl: string, token: string): string {
  return `${publicUrl}/activate-account?token=${encodeURIComponent(token)}`;
}

export function accountMail(input: {
  purpose: TokenPurpose;
  to: string;
  firstName: string;
  publicUrl: string;
  token: string;
}): MailDraft {
  const link = activationLink(input.publicUrl, input.token);
  const greeting = `Beste ${input.firstName || 'klant'},`;
  if (input.purpose === 'activate') {
    return {
      to: input.to,
      subject: 'Activeer je account',
      content: {
        greeting,
        paragraphs: [
          'Welkom! Er is een account aangemaakt met dit e-mailadres. Open de link hieronder om het te activeren en je wachtwoord in te stellen:',
          link,
          'De link is 3 dagen geldig en werkt één keer.',
        ],
        details: [],
        closing: ['Heb je geen account aangemaakt? Dan kun je deze e-mail negeren.'],
      },
    };
  }
  return {
    to: input.to,
    subject: 'Stel een nieuw wachtwoord in',
    content: {
      greeting,
      paragraphs: [
        'Je hebt gevraagd om een nieuw wachtwoord. Open de link hieronder om het in te stellen:',
        link,
        'De link is 24 uur geldig en werkt één keer.',
      ],
      details: [],
      closing: ['Heb je dit niet gevraagd? Dan kun je deze e-mail negeren; je wachtwoord blijft hetzelfde.'],
    },
  };
}
