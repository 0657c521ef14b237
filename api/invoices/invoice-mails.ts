import { BUSINESS } from '../../domain/business.ts';
import { paths } from '../../domain/paths.ts';
import { invoicesToken } from '../accounts/tokens.ts';
import type { MailDraft } from '../mail/layout.ts';

// The link to an address's invoices (SPEC §6: /account?email=…&token=…), signed with SECRET_KEY,
// and the mail that hands it out when a visitor asks for it by address. Built from PUBLIC_URL.

export function invoicesLink(publicUrl: string, secretKey: string, email: string): string {
  return `${publicUrl}${paths.account({ email, token: invoicesToken(secretKey, email) })}`;
}

export function invoicesLinkMail(to: string, link: string): MailDraft {
  return {
    to,
    subject: `Je facturen bij ${BUSINESS.name}`,
    content: {
      greeting: 'Beste klant,',
      paragraphs: [
        'Je hebt gevraagd om een link naar je facturen. Met deze link bekijk, betaal en download je de facturen van dit e-mailadres, ook zonder account:',
        link,
        'Bewaar de link goed en stuur hem niet door: wie hem heeft, ziet je facturen.',
      ],
      details: [],
      closing: ['Heb je dit niet gevraagd? Dan kun je deze e-mail negeren.'],
    },
  };
}
