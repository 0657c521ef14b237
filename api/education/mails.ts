import { BUSINESS } from '../../domain/business.ts';
import { formatDateLong, formatDayMonth } from '../../domain/dates.ts';
import { INSTALMENT_OPTIONS, type InstalmentTerm } from '../../domain/instalments.ts';
import { formatEuro } from '../../domain/money.ts';
import { maskIban } from '../../domain/validation.ts';
import type { MailDraft } from '../mail/layout.ts';

// The Dutch confirmation mails of course and open-day registrations. Dates in Dutch words
// (domain/dates.ts), money as `€ 1.234,50` (domain/money.ts). The mailer renders them
// (api/mail/layout.ts) and records them in the outbox.

export type CourseRegistrationMailData = {
  firstName: string;
  email: string;
  courseName: string;
  runStartDate: string;
  lessonDates: string[];
  numberOfLessons: number;
  startTime: string | null;
  endTime: string | null;
  payer: 'S' | 'O' | 'STAP';
  payerDetails: string;
  payment: 'T' | 'I' | 'V' | 'STAP';
  paymentTerms: InstalmentTerm | null;
  iban: string | null;
  priceCents: number;
  surchargeCents: number;
  totalCents: number;
};

const PAYMENT_TEXT: Record<'T' | 'V' | 'STAP', string> = {
  T: 'Bankoverschrijving: je ontvangt een factuur.',
  V: 'Voorlopige inschrijving: over de betaling nemen we contact met je op.',
  STAP: 'Met je STAP-budget: de betaling loopt via STAP.',
};

function paymentText(data: CourseRegistrationMailData): string {
  if (data.payment !== 'I') return PAYMENT_TEXT[data.payment];
  const option = INSTALMENT_OPTIONS[data.paymentTerms ?? 'ON'];
  const lines = [`Automatische incasso, ${option.label.charAt(0).toLowerCase()}${option.label.slice(1)}.`];
  if (data.iban) lines.push(`Van rekening ${maskIban(data.iban)}.`);
  return lines.join('\n');
}

function lessonsText(data: CourseRegistrationMailData): string {
  const hours = data.startTime && data.endTime ? `, van ${data.startTime} tot ${data.endTime}` : '';
  const count = `${data.numberOfLessons} ${data.numberOfLessons === 1 ? 'les' : 'lessen'}${hours}`;
  if (data.lessonDates.length === 0) return count;
  return `${count}\nop ${data.lessonDates.map(formatDayMonth).join(', ')}`;
}

export function courseRegistrationMail(data: CourseRegistrationMailData): MailDraft {
  const details: [string, string][] = [
    ['Cursus', data.courseName],
    ['Startdatum', formatDateLong(data.runStartDate)],
    ['Lessen', lessonsText(data)],
    ['Cursusprijs', formatEuro(data.priceCents)],
  ];
  if (data.surchargeCents > 0) details.push(['Toeslag termijnen', formatEuro(data.surchargeCents)]);
  details.push(['Totaal', formatEuro(data.totalCents)], ['Betaling', paymentText(data)]);
  if (data.payer === 'O') details.push(['Betaler', data.payerDetails]);
  return {
    to: data.email,
    subject: `Inschrijving ontvangen: ${data.courseName}`,
    content: {
      greeting: `Beste ${data.firstName},`,
      paragraphs: [
        `Bedankt voor je inschrijving voor ${data.courseName} bij ${BUSINESS.name}. We hebben je inschrijving ontvangen met deze gegevens:`,
      ],
      details,
      closing: [
        'Cursussen zijn vrijgesteld van btw. Klopt er iets niet, of heb je een vraag? ' +
          `Mail naar ${BUSINESS.education.email} of bel ${BUSINESS.education.phone.display}.`,
      ],
    },
  };
}

export type OpenDayRegistrationMailData = {
  name: string;
  email: string;
  subject: string;
  date: string;
  time: string;
  location: string;
  persons: number;
};

export function openDayRegistrationMail(data: OpenDayRegistrationMailData): MailDraft {
  return {
    to: data.email,
    subject: `Aanmelding ${data.subject}: ${formatDateLong(data.date)}`,
    content: {
      greeting: `Beste ${data.name},`,
      paragraphs: ['Leuk dat je komt! Je aanmelding is binnen:'],
      details: [
        ['Infodag', data.subject],
        ['Datum', formatDateLong(data.date)],
        ['Tijd', data.time],
        ['Locatie', data.location],
        ['Personen', String(data.persons)],
      ],
      closing: [
        `Kun je toch niet komen? Laat het ons weten via ${BUSINESS.education.email} of ${BUSINESS.education.phone.display}.`,
      ],
    },
  };
}
