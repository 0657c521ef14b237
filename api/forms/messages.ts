import type { BirthDateProblem } from '../../domain/validation.ts';

// Dutch messages shared by the forms.

export const EMAIL_INVALID = 'Voer een geldig e-mailadres in.';
export const PHONE_INVALID =
  'Voer een geldig telefoonnummer in: 10 tot 15 cijfers, eventueel met +, spaties, streepjes of haakjes.';
export const POSTCODE_INVALID = 'Voer een geldige postcode in, bijvoorbeeld 1234 AB.';

export const BIRTH_DATE_MESSAGES: Record<BirthDateProblem, string> = {
  invalid: 'Voer een geldige datum in (JJJJ-MM-DD).',
  'too-early': 'Kies een geboortedatum vanaf 1 januari 1940.',
  'in-future': 'Een geboortedatum kan niet in de toekomst liggen.',
};
