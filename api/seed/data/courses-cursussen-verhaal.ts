import type { CourseSeed } from '../types.ts';
import { paragraphs } from './text.ts';

// Courses about the story: directing, screenwriting, documentary and making a short film.
export const cursussenVerhaal: CourseSeed[] = [
  {
    slug: 'acteursregie',
    name: 'Acteursregie',
    description: paragraphs(
      'Een scène staat of valt met het spel. In Acteursregie leer je in zes avonden hoe je met acteurs werkt: hoe je een scène met ze doorneemt, welke aanwijzingen helpen en welke juist verlammen, en hoe je in een paar takes naar het spel toewerkt dat je zoekt.',
      'Elke avond werk je met professionele acteurs aan korte scènes. Je regisseert zelf, kijkt naar hoe je medecursisten het aanpakken en ervaart ook een keer hoe het is om aan de andere kant van de camera te staan.',
      'De cursus is geschikt voor beginnende regisseurs, maar ook voor makers van bedrijfsfilms en documentaires die vaker met niet-acteurs werken.',
    ),
    seoDescription:
      'Leer acteurs regisseren: scènes doornemen, bruikbare aanwijzingen geven en naar het juiste spel toewerken. Zes avonden met echte acteurs.',
    priceCents: 54500,
    hasBanner: true,
    categories: ['regie'],
    sections: ['cursussen'],
    quotes: [
      {
        quote:
          'Ik gaf altijd aanwijzingen als ‘iets bozer graag’. Nu weet ik dat een acteur veel meer heeft aan een doel dan aan een emotie.',
        author: 'Femke D.',
        authorAge: 32,
      },
    ],
    faqs: [
      {
        question: 'Zijn er echt acteurs bij de lessen?',
        answer:
          'Ja, bij elke les zijn twee of drie professionele acteurs aanwezig. Hun honorarium zit in de cursusprijs.',
      },
    ],
    page: {
      title: 'Acteursregie',
      blocks: [
        {
          name: 'intro',
          content:
            '<h2>Regisseren is communiceren</h2><p>De beste regisseurs zeggen op de set verrassend weinig, maar wel precies het goede. In deze cursus leer je die taal.</p>',
        },
        {
          name: 'werkwijze',
          content:
            '<h2>Hoe de avonden eruitzien</h2><ul><li>Korte scènes met professionele acteurs</li><li>Om de beurt regisseren, kijken en zelf spelen</li><li>Bespreking van de takes op groot scherm</li></ul>',
        },
      ],
    },
    programme: [
      {
        name: 'De scène lezen',
        description: 'Wat wil een personage, wat houdt hem tegen en wat verandert er?',
      },
      {
        name: 'Repeteren',
        description: 'Een scène doornemen met acteurs zonder hem kapot te repeteren.',
      },
      {
        name: 'Aanwijzingen geven',
        description: 'Werkwoorden in plaats van emoties, en wanneer je beter niets kunt zeggen.',
      },
      {
        name: 'Werken met niet-acteurs',
        description: 'Mensen ontspannen krijgen voor de camera in documentaire en bedrijfsfilm.',
      },
      {
        name: 'Spel en camera',
        description: 'Hoe je spel en camerawerk op elkaar afstemt binnen een draaidag.',
      },
    ],
    runs: [
      {
        startOffsetDays: 26,
        numberOfLessons: 6,
        intervalDays: 7,
        daysOfWeekRemark: 'Eén avond per week, van 19:00 tot 22:00',
        startTime: '19:00',
        endTime: '22:00',
        holidaysRemark: 'Geen les in de kerstvakantie',
      },
      {
        startOffsetDays: 133,
        numberOfLessons: 6,
        intervalDays: 7,
        daysOfWeekRemark: 'Eén avond per week, van 19:00 tot 22:00',
        startTime: '19:00',
        endTime: '22:00',
      },
    ],
  },
  {
    slug: 'scenario-schrijven',
    name: 'Scenario schrijven: de korte film',
    description: paragraphs(
      'Iedere film begint met een scenario. In deze cursus schrijf je in acht avonden het scenario voor een korte film van vijf tot tien minuten, van het eerste idee tot een versie die je aan een producent of crew kunt laten lezen.',
      'Je leert hoe je een personage neerzet met een duidelijk verlangen, hoe je conflict opbouwt en hoe je dialoog schrijft die klinkt als echte mensen. Tussen de lessen door schrijf je thuis verder en lees je elkaars werk. De feedback van de docent en de groep brengt je scenario elke week een stap verder.',
      'Veel cursisten verfilmen hun scenario daarna in de cursus Korte film maken of in de Filmopleiding.',
    ),
    seoDescription:
      'Schrijf in acht avonden het scenario voor je eigen korte film: personages, conflict, dialoog en opmaak, met wekelijkse feedback.',
    priceCents: 49500,
    hasBanner: true,
    categories: ['scenario'],
    sections: ['cursussen'],
    quotes: [
      {
        quote:
          'Ik kwam binnen met een vaag idee en ging naar huis met een scenario dat inmiddels verfilmd is.',
        author: 'Joris N.',
        authorAge: 37,
      },
      {
        quote: 'Spannend om je werk voor te lezen, maar de groep was zo betrokken dat het vooral leuk werd.',
        author: 'Hanna L.',
        authorAge: 54,
      },
    ],
    faqs: [
      {
        question: 'Hoeveel tijd kost het schrijven naast de lessen?',
        answer:
          'Reken op twee tot vier uur per week om verder te schrijven en het werk van anderen te lezen.',
      },
      {
        question: 'In welk programma schrijf ik?',
        answer:
          'Elk tekstverwerkingsprogramma volstaat. We laten je ook een gratis scenarioprogramma zien dat de opmaak automatisch verzorgt.',
      },
    ],
    programme: [
      {
        name: 'Van idee naar premisse',
        description: 'Je idee terugbrengen tot één zin die richting geeft aan alles wat je schrijft.',
      },
      {
        name: 'Personage',
        description: 'Wat wil je hoofdpersoon, en waarom krijgt hij of zij het niet?',
      },
      {
        name: 'Structuur',
        description: 'Begin, midden en eind in een korte film, en waar je de kijker moet verrassen.',
      },
      {
        name: 'Scènes en dialoog',
        description: 'Scènes schrijven die iets veranderen, en dialoog met subtekst.',
      },
      {
        name: 'Herschrijven',
        description: 'Feedback verwerken en schrappen zonder het hart van je verhaal te verliezen.',
      },
      {
        name: 'Lezing',
        description: 'Je scenario voorgelezen horen door acteurs en de laatste aanpassingen maken.',
      },
    ],
    runs: [
      {
        startOffsetDays: -49,
        numberOfLessons: 8,
        intervalDays: 7,
        daysOfWeekRemark: 'Eén avond per week, van 19:30 tot 22:00',
        startTime: '19:30',
        endTime: '22:00',
      },
      {
        startOffsetDays: 15,
        numberOfLessons: 8,
        intervalDays: 7,
        daysOfWeekRemark: 'Eén avond per week, van 19:30 tot 22:00',
        startTime: '19:30',
        endTime: '22:00',
        holidaysRemark: 'Geen les in de kerstvakantie',
      },
      {
        startOffsetDays: 102,
        numberOfLessons: 8,
        intervalDays: 7,
        daysOfWeekRemark: 'Eén avond per week, van 19:30 tot 22:00',
        startTime: '19:30',
        endTime: '22:00',
      },
    ],
  },
  {
    slug: 'documentaire-maken',
    name: 'Documentaire maken',
    description: paragraphs(
      'In Documentaire maken maak je in tien weken een korte documentaire van drie tot vijf minuten, over een onderwerp dat jij kiest. Je leert hoe je een verhaal vindt in de werkelijkheid, hoe je een interview afneemt en hoe je observerend filmt zonder de situatie te verstoren.',
      'De lessen wisselen tussen uitleg, het bekijken van voorbeelden en het bespreken van jouw materiaal. Tussen de lessen door draai je zelf, alleen of met een medecursist. In de laatste weken monteer je je film op onze editplekken, met begeleiding van de docent.',
      'Wil je daarna verder, dan sluit de Opleiding documentairemaker goed aan op deze cursus.',
    ),
    seoDescription:
      'Maak in tien weken je eigen korte documentaire: onderwerp kiezen, interviewen, observerend filmen en monteren. Kleine groep, Amsterdam.',
    priceCents: 89500,
    hasBanner: true,
    categories: ['documentaire', 'camera'],
    sections: ['cursussen'],
    quotes: [
      {
        quote:
          'Mijn film over de laatste schoenmaker in onze straat is nu te zien in het buurthuis. Daar word ik heel blij van.',
        author: 'Gerda S.',
        authorAge: 61,
      },
    ],
    faqs: [
      {
        question: 'Kan ik apparatuur lenen om tussen de lessen te draaien?',
        answer:
          'Ja, tijdens de cursus leen je een documentaireset met camera, dasspeldmicrofoon en statief. Je reserveert hem via de verhuurbalie.',
      },
    ],
    programme: [
      {
        name: 'Een onderwerp vinden',
        description: 'Wat maakt een onderwerp filmisch, en is het haalbaar in tien weken?',
      },
      {
        name: 'Interviewen',
        description: 'Vragen voorbereiden, luisteren en doorvragen op het goede moment.',
      },
      {
        name: 'Observerend filmen',
        description: 'Scènes uit het echte leven vastleggen zonder ze te regisseren.',
      },
      {
        name: 'Materiaal bespreken',
        description: 'Samen kijken naar je opnames en bepalen wat er nog ontbreekt.',
      },
      {
        name: 'Monteren',
        description: 'Een structuur vinden en je documentaire afmaken op onze editplekken.',
      },
    ],
    runs: [
      {
        startOffsetDays: 40,
        numberOfLessons: 10,
        intervalDays: 7,
        daysOfWeekRemark: 'Eén avond per week, van 19:00 tot 22:00',
        startTime: '19:00',
        endTime: '22:00',
      },
      {
        startOffsetDays: 180,
        numberOfLessons: 10,
        intervalDays: 7,
        daysOfWeekRemark: 'Eén avond per week, van 19:00 tot 22:00',
        startTime: '19:00',
        endTime: '22:00',
        holidaysRemark: 'Geen les in de zomervakantie',
      },
    ],
  },
  {
    slug: 'korte-film-maken',
    name: 'Korte film maken',
    description: paragraphs(
      'In twaalf weken van idee naar een afgeronde korte film: dat is Korte film maken. Samen met een kleine crew van medecursisten schrijf, draai en monteer je een fictiefilm van vijf tot acht minuten.',
      'De eerste weken werk je aan je idee en een draaiboek, en leer je de basis van camera, licht en geluid. Daarna volgen twee draaidagen, waarop je met acteurs en onze apparatuur op locatie werkt. In de laatste weken monteer je de film en werk je de kleur en het geluid af.',
      'Deze cursus is een goede kennismaking met het hele filmproces, en een mooie opstap naar de Filmopleiding.',
    ),
    seoDescription:
      'Schrijf, draai en monteer in twaalf weken een eigen korte fictiefilm met een kleine crew, acteurs en professionele apparatuur.',
    priceCents: 129500,
    hasBanner: true,
    categories: ['regie', 'camera', 'montage', 'scenario'],
    sections: ['cursussen', 'opleidingen'],
    quotes: [
      {
        quote: 'Twee draaidagen, een echte crew en acteurs. Ik voelde me heel even een echte regisseur.',
        author: 'Niels W.',
        authorAge: 27,
      },
    ],
    faqs: [
      {
        question: 'Maakt iedereen een eigen film?',
        answer:
          'Nee, je maakt in een crew van drie of vier cursisten samen één film, waarin iedereen een hoofdrol achter de camera heeft: regie, camera, geluid of montage.',
      },
      {
        question: 'Zijn de draaidagen in het weekend?',
        answer: 'De twee draaidagen plannen we in overleg met de groep, meestal op een zaterdag.',
      },
    ],
    programme: [
      {
        name: 'Idee en verhaal',
        description: 'In de crew een idee kiezen en uitwerken tot een kort scenario.',
      },
      {
        name: 'Voorbereiding',
        description: 'Draaiboek, shotlijst, locaties en casting.',
      },
      {
        name: 'Camera, licht en geluid',
        description: 'De basis van het ambacht, zodat je op de draaidagen weet wat je doet.',
      },
      {
        name: 'Draaidagen',
        description: 'Twee dagen draaien op locatie met acteurs en professionele apparatuur.',
      },
      {
        name: 'Montage en afwerking',
        description: 'Monteren, kleur en geluid, en een première met de hele groep.',
      },
    ],
    runs: [
      {
        startOffsetDays: -60,
        numberOfLessons: 12,
        intervalDays: 7,
        daysOfWeekRemark: 'Eén avond per week, van 19:00 tot 22:00, plus twee draaidagen',
        startTime: '19:00',
        endTime: '22:00',
      },
      {
        startOffsetDays: 54,
        numberOfLessons: 12,
        intervalDays: 7,
        daysOfWeekRemark: 'Eén avond per week, van 19:00 tot 22:00, plus twee draaidagen',
        startTime: '19:00',
        endTime: '22:00',
      },
      {
        startOffsetDays: 200,
        numberOfLessons: 12,
        intervalDays: 7,
        daysOfWeekRemark: 'Eén avond per week, van 19:00 tot 22:00, plus twee draaidagen',
        startTime: '19:00',
        endTime: '22:00',
        holidaysRemark: 'Geen les in de zomervakantie',
      },
    ],
  },
];
