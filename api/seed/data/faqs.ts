import type { FaqSeed } from '../types.ts';

// FAQs shown on every education page (everywhere = true).
export const generalFaqs: FaqSeed[] = [
  {
    question: 'Hoe schrijf ik me in?',
    answer:
      'Kies op de pagina van de cursus een startdatum en klik op ‘Schrijf je nu in’. Je ontvangt direct een bevestiging per mail. Binnen twee werkdagen krijg je van ons de factuur of, als je in termijnen betaalt, de incassobevestiging.',
  },
  {
    question: 'Kan ik in termijnen betalen?',
    answer:
      'Ja, via automatische incasso in drie maandelijkse termijnen (plus € 30 administratiekosten) of zes maandelijkse termijnen (plus € 60). De incasso loopt nooit langer dan de cursus zelf, dus bij workshops en korte cursussen betaal je in één keer.',
  },
  {
    question: 'Kan ik mijn STAP-budget of scholingsbudget gebruiken?',
    answer:
      'Het landelijke STAP-budget kan sinds 2024 niet meer worden aangevraagd. Veel werkgevers en sectorfondsen betalen een cursus wel geheel of gedeeltelijk. Vink bij je inschrijving ‘STAP-budget / scholingsbudget’ aan: je kiest dan nog geen betaalwijze en wij stemmen de facturatie met jou of je werkgever af.',
  },
  {
    question: 'Wat als ik moet annuleren?',
    answer:
      'Tot vier weken voor de start annuleer je tegen € 50 administratiekosten. Daarna tot een week voor de start betaal je de helft van het cursusgeld, en in de laatste week het volledige bedrag. Je mag altijd kosteloos iemand anders in jouw plaats laten deelnemen.',
  },
  {
    question: 'Waarom betaal ik geen btw?',
    answer:
      'Studio Lumen is ingeschreven in het CRKBO-register voor beroepsonderwijs. Daardoor zijn onze opleidingen, cursussen en workshops vrijgesteld van btw en is de prijs die je ziet het bedrag dat je betaalt.',
  },
  {
    question: 'Hoe groot zijn de groepen?',
    answer:
      'Opleidingen, het tussenjaar en cursussen hebben maximaal twaalf deelnemers, workshops maximaal acht. Zo heeft de docent tijd voor iedereen en kom je zelf genoeg aan de beurt achter de camera.',
  },
];
