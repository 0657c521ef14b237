import { BUSINESS } from '../../domain/business.ts';
import type { MailDraft } from '../mail/layout.ts';

// The Dutch confirmation mail of a newsletter sign-up.

export function newsletterMail(email: string): MailDraft {
  return {
    to: email,
    subject: 'Je bent aangemeld voor de nieuwsbrief',
    content: {
      greeting: 'Hallo,',
      paragraphs: [
        `Je bent aangemeld voor de nieuwsbrief van ${BUSINESS.name}. Je hoort van ons over nieuwe cursussen, infodagen en acties in de verhuur.`,
        `Wil je de nieuwsbrief niet meer ontvangen? Stuur een mail naar ${BUSINESS.email}, dan halen we je adres van de lijst.`,
      ],
      details: [],
    },
  };
}
