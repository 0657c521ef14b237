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

export const CONTACT_TOPIC_NAMES = {
  algemeen: 'Algemene vraag',
  verhuur: 'Verhuur',
  verkoop: 'Verkoop',
  educatie: 'Opleidingen en cursussen',
  duplicatie: 'Duplicatie en digitalisering',
} as const;

export type ContactMailData = {
  topic: keyof typeof CONTACT_TOPIC_NAMES;
  mailbox: string;
  name: string;
  email: string;
  phone: string;
  message: string;
};

// A name may hold a newline (a text field allows them); a subject line never does.
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

function contactDetails(data: ContactMailData): [string, string][] {
  const details: [string, string][] = [
    ['Onderwerp', CONTACT_TOPIC_NAMES[data.topic]],
    ['Naam', data.name],
    ['E-mailadres', data.email],
  ];
  if (data.phone) details.push(['Telefoon', data.phone]);
  details.push(['Bericht', data.message]);
  return details;
}

/** The contact form's message to the topic's mailbox; an answer goes to the sender (Reply-To). */
export function contactMailboxMail(data: ContactMailData): MailDraft {
  return {
    to: data.mailbox,
    replyTo: data.email,
    subject: `Contactformulier (${CONTACT_TOPIC_NAMES[data.topic]}): ${oneLine(data.name)}`,
    content: {
      greeting: 'Hallo,',
      paragraphs: [
        'Via het contactformulier op de website is een bericht binnengekomen. Beantwoord deze mail om de afzender te antwoorden.',
      ],
      details: contactDetails(data),
    },
  };
}

/** The sender's copy of their message. */
export function contactCopyMail(data: ContactMailData): MailDraft {
  return {
    to: data.email,
    subject: `Je bericht aan ${BUSINESS.name}`,
    content: {
      greeting: `Hallo ${oneLine(data.name)},`,
      paragraphs: [
        'Bedankt voor je bericht. We hebben het goed ontvangen en nemen zo snel mogelijk contact met je op, meestal binnen twee werkdagen.',
        'Hieronder staat een kopie van wat je ons stuurde.',
      ],
      details: contactDetails(data),
    },
  };
}
