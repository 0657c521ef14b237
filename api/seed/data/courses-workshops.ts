import type { CourseSeed } from '../types.ts';
import { paragraphs } from './text.ts';

// One-day (sometimes one-evening) workshops.
export const workshopsBuiten: CourseSeed[] = [
  {
    slug: 'workshop-drone-vliegen',
    name: 'Workshop drone vliegen',
    description: paragraphs(
      'Altijd al eens zelf een drone willen vliegen, maar nooit durven? In deze workshop leer je in één dag veilig en rustig vliegen, en maak je je eerste luchtopnames die er echt uitzien.',
      'We beginnen ’s ochtends op de studio met de regels: waar mag je vliegen, welke categorie hoort bij jouw drone en hoe check je een locatie voordat je opstijgt. Daarna rijden we naar een vliegveldje net buiten de stad, waar je onder begeleiding zelf vliegt met onze drones. Je oefent opstijgen, landen, hoveren en de eerste vloeiende camerabewegingen.',
      'Aan het eind van de dag bekijken we je beelden samen. Je gaat naar huis met een goed idee van wat je nodig hebt om verder te gaan, en met tips voor het EU-certificaat dat je nodig hebt om zelf te vliegen.',
    ),
    seoDescription:
      'Leer in één dag veilig een drone vliegen en je eerste luchtopnames maken. Drones, vervoer en lunch inbegrepen. Workshop in en rond Amsterdam.',
    priceCents: 24500,
    hasBanner: true,
    categories: ['drone'],
    sections: ['workshops'],
    quotes: [
      {
        quote:
          'Ik was bang dat ik de drone in de sloot zou laten storten. Aan het eind van de dag maakte ik een vloeiende shot over een boerderij.',
        author: 'Hans V.',
        authorAge: 58,
      },
    ],
    faqs: [
      {
        question: 'Heb ik een drone of certificaat nodig?',
        answer:
          'Nee. Je vliegt met onze drones onder begeleiding van een gecertificeerde instructeur. Wil je daarna zelf vliegen, dan vertellen we je welk certificaat je nodig hebt.',
      },
      {
        question: 'Wat als het slecht weer is?',
        answer:
          'Bij harde wind of regen kunnen we niet veilig vliegen. We beslissen uiterlijk de dag ervoor en plannen dan samen met je een nieuwe datum.',
      },
    ],
    programme: [
      {
        name: 'Regels en veiligheid',
        description: 'De Europese droneregels, vliegzones en een locatiecheck voor je vertrekt.',
      },
      {
        name: 'Eerste vlucht',
        description: 'Opstijgen, hoveren en landen onder begeleiding, op een veilig oefenterrein.',
      },
      {
        name: 'Camerabewegingen',
        description: 'Vloeiend vooruit, opzij en omhoog vliegen voor de klassieke luchtshots.',
      },
      {
        name: 'Terugkijken',
        description: 'Je beelden bekijken en bespreken, met tips om verder te oefenen.',
      },
    ],
    runs: [
      {
        startOffsetDays: 8,
        numberOfLessons: 1,
        intervalDays: 1,
        daysOfWeekRemark: 'Van 10:00 tot 16:00, inclusief lunch en vervoer naar het vliegveld',
        remarks: 'Alleen bij droog weer met weinig wind; bij afgelasting kies je een nieuwe datum.',
      },
      {
        startOffsetDays: 36,
        numberOfLessons: 1,
        intervalDays: 1,
        daysOfWeekRemark: 'Van 10:00 tot 16:00, inclusief lunch en vervoer naar het vliegveld',
      },
      {
        startOffsetDays: 71,
        numberOfLessons: 1,
        intervalDays: 1,
        daysOfWeekRemark: 'Van 10:00 tot 16:00, inclusief lunch en vervoer naar het vliegveld',
      },
    ],
  },
];
