import { paths } from '../../domain/paths.ts';
import type { MailDraft } from '../mail/layout.ts';
import type { PasswordPurpose } from './tables.ts';

// The Dutch mails of the account: the activation link (after registering, or a reset asked for
// an account not yet activated), the link to set a new password, and for a new address the link
// that confirms it (to the new address) with a notice to the old one. Links are built from
// PUBLIC_URL, never from the request.

export function activationLink(publicUrl: string, token: string): string {
  return `${publicUrl}${paths.activate({ token })}`;
}

export function accountMail(input: {
  purpose: PasswordPurpose;
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
          'Welkom! Er is een account aangemaakt met dit e-mailadres. Open de link hieronder en klik op "Account activeren"; daarna ben je meteen ingelogd. Je wachtwoord is het wachtwoord dat je bij het aanmaken koos.',
          link,
          'De link is 3 dagen geldig en werkt één keer. Weet je je wachtwoord niet meer? Activeer dan eerst je account en vraag daarna via "Wachtwoord vergeten?" een nieuw wachtwoord aan.',
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

export function confirmEmailLink(publicUrl: string, token: string): string {
  return `${publicUrl}${paths.confirmEmail({ token })}`;
}

/** To the new address: the link that makes it the account's address. */
export function confirmEmailMail(input: {
  to: string;
  firstName: string;
  publicUrl: string;
  token: string;
}): MailDraft {
  return {
    to: input.to,
    subject: 'Bevestig je nieuwe e-mailadres',
    content: {
      greeting: `Beste ${input.firstName || 'klant'},`,
      paragraphs: [
        'Je hebt gevraagd om dit e-mailadres voortaan voor je account te gebruiken. Open de link hieronder en bevestig het daar:',
        confirmEmailLink(input.publicUrl, input.token),
        'De link is 24 uur geldig en werkt één keer. Tot je bevestigt, blijft je oude e-mailadres in gebruik.',
      ],
      details: [],
      closing: ['Heb je dit niet gevraagd? Dan kun je deze e-mail negeren; er verandert niets.'],
    },
  };
}

/** To the old address: someone signed in asked to move the account to `newEmail`. */
export function emailChangeNotice(input: { to: string; firstName: string; newEmail: string }): MailDraft {
  return {
    to: input.to,
    subject: 'Je e-mailadres wordt gewijzigd',
    content: {
      greeting: `Beste ${input.firstName || 'klant'},`,
      paragraphs: [
        `Er is gevraagd om het e-mailadres van je account te wijzigen in ${input.newEmail}. We hebben een bevestigingslink naar dat adres gestuurd; pas als die link wordt geopend, verandert je e-mailadres.`,
      ],
      details: [],
      closing: [
        'Heb je dit niet zelf gevraagd? Dan kan iemand anders bij je account. Wijzig je wachtwoord (via "Wachtwoord vergeten" als inloggen niet lukt): daarmee vervalt de bevestigingslink ook. Zolang niemand die link opent, blijft je e-mailadres hetzelfde.',
      ],
    },
  };
}
