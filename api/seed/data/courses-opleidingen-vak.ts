import type { CourseSeed } from '../types.ts';
import { paragraphs } from './text.ts';

// Specialist programmes of the opleidingen section: camera and editing.
export const opleidingenVak: CourseSeed[] = [
  {
    slug: 'opleiding-cameravoering',
    name: 'Opleiding cameravoering',
    description: paragraphs(
      'Wil je achter de camera werken, als cameraman of -vrouw, cameraassistent of director of photography? In de Opleiding cameravoering leer je in veertig lesdagen alles wat je op een professionele set nodig hebt, met de cinemacamera’s, lenzen en lichtsets uit onze eigen verhuur.',
      'Je begint met de techniek: sensor, belichting, lenzen, scherpte trekken en het opbouwen van een camera. Daarna leer je licht lezen en maken, en draai je scènes met steeds meer vrijheid: van statief en dolly tot schouder en gimbal. Je werkt geregeld samen met studenten van de Filmopleiding, zodat je oefent in een echte crew.',
      'Aan het eind van de opleiding heb je een showreel met je eigen beeld, en weet je hoe je als freelancer een draaidag voorbereidt, een camerarapport bijhoudt en met een regisseur samenwerkt.',
    ),
    seoDescription:
      'Word cameraman of -vrouw: 40 lesdagen cinemacamera, lenzen, licht en cameravoering op een echte set, met je eigen showreel als resultaat.',
    priceCents: 499500,
    hasBanner: true,
    categories: ['camera', 'licht'],
    sections: ['opleidingen'],
    quotes: [
      {
        quote:
          'Je staat elke les met echte cinemacamera’s te werken. Toen ik mijn eerste klus als camera-assistent kreeg, wist ik precies wat er van me verwacht werd.',
        author: 'Bram S.',
        authorAge: 25,
      },
      {
        quote:
          'De docenten zijn streng op de details, en dat is precies waarom ik nu opdrachtgevers heb die terugkomen.',
        author: 'Lieke A.',
        authorAge: 30,
      },
    ],
    faqs: [
      {
        question: 'Met welke camera’s werk ik?',
        answer:
          'Met de cinemacamera’s en lenzen die professionele producties bij ons huren, aangevuld met compacte systeemcamera’s voor documentair werk. Je leert daardoor werken met wat je later op de set tegenkomt.',
      },
      {
        question: 'Is deze opleiding ook voor fotografen?',
        answer:
          'Zeker. Veel fotografen kennen belichting en compositie al goed; in deze opleiding leer je daarnaast bewegen, scherpte trekken tijdens een shot en werken in een filmcrew.',
      },
    ],
    programme: [
      {
        name: 'De camera',
        description: 'Sensor, codecs, belichtingsdriehoek en een camera van de grond af opbouwen.',
      },
      {
        name: 'Lenzen en scherpte',
        description: 'Brandpunten, lensfamilies, scherpte trekken en werken met een focus puller.',
      },
      {
        name: 'Beweging',
        description: 'Statief, slider, dolly, schouder en gimbal: wanneer kies je wat?',
      },
      {
        name: 'Licht lezen en maken',
        description: 'Contrast, kleurtemperatuur, daglicht sturen en sfeer opbouwen met een lichtplan.',
      },
      {
        name: 'Samenwerken met regie',
        description: 'Een shotlijst opstellen, een scène uitlichten en tempo houden op de set.',
      },
      {
        name: 'Data en workflow',
        description:
          'Kaarten wisselen, back-ups maken, een camerarapport bijhouden en aanleveren aan de montage.',
      },
      {
        name: 'Showreel',
        description: 'Je beste beelden bundelen tot een showreel waarmee je opdrachtgevers overtuigt.',
      },
    ],
    runs: [
      {
        startOffsetDays: 52,
        numberOfLessons: 40,
        intervalDays: 7,
        daysOfWeekRemark: 'Eén vaste lesdag per week, van 10:00 tot 17:00',
        startTime: '10:00',
        endTime: '17:00',
        holidaysRemark: 'Geen les in de zomervakantie',
      },
      {
        startOffsetDays: 220,
        numberOfLessons: 40,
        intervalDays: 7,
        daysOfWeekRemark: 'Eén vaste lesdag per week, van 10:00 tot 17:00',
        startTime: '10:00',
        endTime: '17:00',
        holidaysRemark: 'Geen les in de kerstvakantie',
      },
    ],
  },
  {
    slug: 'opleiding-editor',
    name: 'Opleiding editor',
    description: paragraphs(
      'Een goede editor maakt van een stapel opnames een film. In de Opleiding editor leer je in 24 lesdagen het vak van de montagekamer, van de eerste ordening van het materiaal tot de kleurcorrectie en de geluidsmix van de definitieve versie.',
      'Je werkt met echt materiaal van fictie, documentaire en commercials, en je leert hoe je per genre andere keuzes maakt. Daarnaast besteden we veel aandacht aan samenwerken: hoe je feedback van een regisseur of opdrachtgever verwerkt, hoe je een planning bewaakt en hoe je je project zo opzet dat een ander het kan overnemen.',
      'Je sluit af met een showreel en een eigen montage van een korte film die gedraaid is door studenten van de Filmopleiding. Zo werk je ook aan het eind samen met een regisseur, precies zoals het in het vak gaat.',
    ),
    seoDescription:
      'Word editor in 24 lesdagen: montage van fictie, documentaire en commercials, kleurcorrectie en geluidsmix. Opleiding in Amsterdam.',
    priceCents: 299500,
    hasBanner: true,
    categories: ['montage', 'color-grading', 'geluid'],
    sections: ['opleidingen'],
    quotes: [
      {
        quote:
          'Het mooiste vond ik de samenwerking met een regisseur van de Filmopleiding. Zijn film werd in de montage echt anders, en hij was er blij mee.',
        author: 'Youssef B.',
        authorAge: 28,
      },
    ],
    faqs: [
      {
        question: 'In welk programma leer ik monteren?',
        answer:
          'Je monteert in Premiere Pro en doet de kleurcorrectie en afwerking in DaVinci Resolve. Je leert ook hoe je projecten tussen programma’s uitwisselt, want dat vraagt de praktijk.',
      },
      {
        question: 'Heb ik montage-ervaring nodig?',
        answer:
          'Je moet de basis beheersen, bijvoorbeeld via onze cursus Montage basis of door zelf al video’s te hebben gemaakt. Twijfel je? Stuur ons een voorbeeld van je werk.',
      },
    ],
    page: {
      title: 'Opleiding editor',
      blocks: [
        {
          name: 'intro',
          content:
            '<h2>De film ontstaat in de montage</h2><p>Editors zijn de stille vertellers van elke productie. In deze opleiding leer je niet alleen de knoppen, maar vooral het denken van een editor: wat heeft deze scène nodig, en wat kan er weg?</p>',
        },
        {
          name: 'voor-wie',
          content:
            '<h2>Voor wie?</h2><ul><li>Makers die de basis van montage beheersen en er hun vak van willen maken</li><li>Videomakers die hun montage naar een professioneel niveau willen tillen</li><li>Mensen uit de media die willen overstappen naar de montagekamer</li></ul>',
        },
      ],
    },
    programme: [
      {
        name: 'Workflow en organisatie',
        description: 'Materiaal ordenen, synchroniseren en een project opzetten dat een ander kan overnemen.',
      },
      {
        name: 'Fictiemontage',
        description: 'Scènes opbouwen, spel kiezen en ritme en spanning sturen.',
      },
      {
        name: 'Documentairemontage',
        description: 'Een structuur vinden in uren materiaal en een verhaal zonder script bouwen.',
      },
      {
        name: 'Commercials en online video',
        description: 'Kort en krachtig monteren voor opdrachtgevers, met versies voor elk platform.',
      },
      {
        name: 'Kleur',
        description: 'Kleurcorrectie en een eerste grade in DaVinci Resolve.',
      },
      {
        name: 'Geluid',
        description: 'Dialoog opschonen, een eenvoudige mix maken en aanleveren voor de geluidsstudio.',
      },
      {
        name: 'Eindproject en showreel',
        description: 'De montage van een korte film in samenwerking met een regisseur, en je eigen showreel.',
      },
    ],
    runs: [
      {
        startOffsetDays: -56,
        numberOfLessons: 24,
        intervalDays: 7,
        daysOfWeekRemark: 'Eén vaste lesdag per week, van 10:00 tot 17:00',
        startTime: '10:00',
        endTime: '17:00',
        holidaysRemark: 'Geen les in de kerstvakantie',
      },
      {
        startOffsetDays: 95,
        numberOfLessons: 24,
        intervalDays: 7,
        daysOfWeekRemark: 'Eén vaste lesdag per week, van 10:00 tot 17:00',
        startTime: '10:00',
        endTime: '17:00',
      },
    ],
  },
];
