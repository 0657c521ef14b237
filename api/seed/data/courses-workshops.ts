import type { CourseSeed } from '../types.ts';
import { paragraphs } from './text.ts';

// Workshops with the camera and the lamp: mostly one day, sometimes one evening or two days.
export const workshopsBeeld: CourseSeed[] = [
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
        startTime: '10:00',
        endTime: '16:00',
        remarks: 'Alleen bij droog weer met weinig wind; bij afgelasting kies je een nieuwe datum.',
      },
      {
        startOffsetDays: 36,
        numberOfLessons: 1,
        intervalDays: 1,
        daysOfWeekRemark: 'Van 10:00 tot 16:00, inclusief lunch en vervoer naar het vliegveld',
        startTime: '10:00',
        endTime: '16:00',
      },
      {
        startOffsetDays: 71,
        numberOfLessons: 1,
        intervalDays: 1,
        daysOfWeekRemark: 'Van 10:00 tot 16:00, inclusief lunch en vervoer naar het vliegveld',
        startTime: '10:00',
        endTime: '16:00',
      },
    ],
  },
  {
    slug: 'workshop-filmen-met-gimbal',
    name: 'Workshop filmen met een gimbal',
    description: paragraphs(
      'Een gimbal maakt vloeiende camerabewegingen mogelijk die vroeger een dolly of steadicam vroegen. Maar een gimbal goed balanceren en er natuurlijk mee bewegen is een vak apart. In deze workshop leer je het in één dag.',
      'We beginnen met het opbouwen en balanceren van verschillende camera’s op de gimbal. Daarna oefen je de belangrijkste bewegingen: meelopen, cirkelen, omhoog en omlaag gaan en overgangen maken. ’s Middags draai je in een klein team een korte sequentie op straat, die we aan het eind van de dag samen bekijken.',
    ),
    seoDescription:
      'Leer in één dag filmen met een gimbal: balanceren, vloeiend bewegen, de ninja walk en een eigen sequentie op straat. Apparatuur inbegrepen.',
    priceCents: 14500,
    hasBanner: true,
    categories: ['camera'],
    sections: ['workshops'],
    quotes: [
      {
        quote: 'Balanceren kostte me thuis altijd een halfuur. Nu doe ik het in twee minuten.',
        author: 'Martijn E.',
        authorAge: 34,
      },
    ],
    faqs: [
      {
        question: 'Mag ik mijn eigen gimbal meenemen?',
        answer:
          'Graag zelfs. Neem dan ook de camera en lens mee die je erop gebruikt, zodat we samen kunnen balanceren.',
      },
    ],
    programme: [
      {
        name: 'Opbouwen en balanceren',
        description: 'Verschillende camera’s en lenzen perfect in balans op de gimbal.',
      },
      {
        name: 'Standen en instellingen',
        description: 'Volgstanden, snelheid en de knoppen die je echt gebruikt.',
      },
      {
        name: 'Bewegen',
        description: 'Meelopen, cirkelen, hoogteverschillen en de ninja walk.',
      },
      {
        name: 'Sequentie op straat',
        description: 'In een klein team een korte sequentie draaien en bespreken.',
      },
    ],
    runs: [
      {
        startOffsetDays: 6,
        numberOfLessons: 1,
        intervalDays: 1,
        daysOfWeekRemark: 'Van 10:00 tot 16:00, inclusief lunch',
        startTime: '10:00',
        endTime: '16:00',
      },
      {
        startOffsetDays: 48,
        numberOfLessons: 1,
        intervalDays: 1,
        daysOfWeekRemark: 'Van 10:00 tot 16:00, inclusief lunch',
        startTime: '10:00',
        endTime: '16:00',
      },
      {
        startOffsetDays: 97,
        numberOfLessons: 1,
        intervalDays: 1,
        daysOfWeekRemark: 'Van 10:00 tot 16:00, inclusief lunch',
        startTime: '10:00',
        endTime: '16:00',
      },
    ],
  },
  {
    slug: 'workshop-filmen-met-je-smartphone',
    name: 'Workshop filmen met je smartphone',
    description: paragraphs(
      'Je smartphone is een verrassend goede camera, als je weet hoe je hem gebruikt. In deze avondworkshop leer je hoe je met je telefoon beelden maakt die er professioneel uitzien: stabiel, goed belicht en met helder geluid.',
      'Je leert de belangrijkste instellingen, hoe je scherpte en belichting vastzet, en welke kleine accessoires het grootste verschil maken. Met een korte opdracht in en rond de studio oefen je meteen. Tot slot monteren we je beelden in een gratis app tot een filmpje van een minuut.',
      'Ideaal voor ondernemers, verenigingen en iedereen die video maakt voor sociale media.',
    ),
    seoDescription:
      'Maak professionele video met je telefoon: instellingen, stabiel filmen, licht, geluid en monteren in een app. Avondworkshop in Amsterdam.',
    priceCents: 9500,
    hasBanner: true,
    categories: ['camera'],
    sections: ['workshops'],
    quotes: [
      {
        quote:
          'Eén avond en mijn video’s voor de winkel zien er ineens uit alsof ik er iemand voor heb ingehuurd.',
        author: 'Nadia Z.',
        authorAge: 39,
      },
    ],
    faqs: [
      {
        question: 'Welke telefoon heb ik nodig?',
        answer:
          'Elke smartphone van de afgelopen vijf jaar is geschikt, iPhone of Android. Zorg dat er voldoende opslagruimte vrij is.',
      },
    ],
    programme: [
      {
        name: 'Instellingen',
        description: 'Resolutie, framerate en het vastzetten van scherpte en belichting.',
      },
      {
        name: 'Stabiel filmen',
        description: 'Houding, beweging en handige hulpmiddelen zoals een klein statief.',
      },
      {
        name: 'Licht en geluid',
        description: 'Daglicht slim gebruiken en een klein microfoontje dat wonderen doet.',
      },
      {
        name: 'Monteren in een app',
        description: 'Je opnames monteren tot een filmpje van een minuut.',
      },
    ],
    runs: [
      {
        startOffsetDays: 3,
        numberOfLessons: 1,
        intervalDays: 1,
        daysOfWeekRemark: 'Avondworkshop van 19:00 tot 22:00',
        startTime: '19:00',
        endTime: '22:00',
        remarks: 'Laatste plaatsen.',
      },
      {
        startOffsetDays: 31,
        numberOfLessons: 1,
        intervalDays: 1,
        daysOfWeekRemark: 'Avondworkshop van 19:00 tot 22:00',
        startTime: '19:00',
        endTime: '22:00',
      },
      {
        startOffsetDays: 59,
        numberOfLessons: 1,
        intervalDays: 1,
        daysOfWeekRemark: 'Avondworkshop van 19:00 tot 22:00',
        startTime: '19:00',
        endTime: '22:00',
      },
      {
        startOffsetDays: 122,
        numberOfLessons: 1,
        intervalDays: 1,
        daysOfWeekRemark: 'Avondworkshop van 19:00 tot 22:00',
        startTime: '19:00',
        endTime: '22:00',
      },
    ],
  },
  {
    slug: 'workshop-interview-belichten',
    name: 'Workshop interview belichten',
    description: paragraphs(
      'Een interview is het meest gefilmde shot ter wereld, en toch zie je het vaak misgaan: vlak licht, glimmende voorhoofden of een overbelicht raam op de achtergrond. In deze workshop leer je in één dag hoe je met een klein lichtpakket een interview neerzet dat er verzorgd en sfeervol uitziet.',
      'Je werkt in verschillende ruimtes van onze studio, van een krappe kantoorruimte tot een kamer met veel daglicht. Per opstelling bespreken we de keuzes en vergelijken we de resultaten op een grote monitor.',
    ),
    seoDescription:
      'Zet in één dag een sfeervol interview neer met een klein lichtpakket: key, fill, tegenlicht en daglicht. Workshop in Amsterdam.',
    priceCents: 14500,
    hasBanner: true,
    categories: ['licht'],
    sections: ['workshops'],
    quotes: [],
    faqs: [],
    programme: [
      {
        name: 'Het basisinterview',
        description: 'Eén lamp, een reflector en een achtergrond die iets vertelt.',
      },
      {
        name: 'Daglicht en ramen',
        description: 'Omgaan met een raam in beeld en gemengd licht.',
      },
      {
        name: 'Twee camera’s',
        description: 'Belichten voor een totaal en een close-up tegelijk.',
      },
    ],
    runs: [
      {
        startOffsetDays: 20,
        numberOfLessons: 1,
        intervalDays: 1,
        daysOfWeekRemark: 'Van 10:00 tot 16:00, inclusief lunch',
        startTime: '10:00',
        endTime: '16:00',
      },
      {
        startOffsetDays: 76,
        numberOfLessons: 1,
        intervalDays: 1,
        daysOfWeekRemark: 'Van 10:00 tot 16:00, inclusief lunch',
        startTime: '10:00',
        endTime: '16:00',
      },
    ],
  },
  {
    slug: 'workshop-greenscreen-en-keying',
    name: 'Workshop greenscreen en keying',
    description: paragraphs(
      'Iemand voor een greenscreen zetten is makkelijk; een key maken die niemand opvalt is dat niet. In deze tweedaagse workshop leer je de hele keten: het greenscreen egaal belichten, je onderwerp goed scheiden van de achtergrond en een strakke key maken in de nabewerking.',
      'Op de eerste dag draai je in onze studio met verschillende opstellingen en lenzen. Op de tweede dag ga je met je eigen opnames aan de slag in DaVinci Resolve en After Effects, en plaats je je onderwerp in een nieuwe omgeving die qua licht en perspectief klopt.',
    ),
    seoDescription:
      'Tweedaagse workshop greenscreen: egaal belichten, opnemen in de studio en een onzichtbare key maken in DaVinci Resolve en After Effects.',
    priceCents: 27500,
    hasBanner: true,
    categories: ['licht', 'montage'],
    sections: ['workshops', 'cursussen'],
    quotes: [
      {
        quote:
          'Ik dacht dat het aan mijn software lag. Het lag aan mijn licht. Na deze twee dagen is dat opgelost.',
        author: 'Olivier C.',
        authorAge: 40,
      },
    ],
    faqs: [
      {
        question: 'Kan ik de greenscreenstudio ook huren?',
        answer:
          'Ja, onze studio met greenscreen is per dagdeel te huren, inclusief lichtset. Vraag ernaar bij de verhuur.',
      },
    ],
    page: {
      title: 'Workshop greenscreen en keying',
      blocks: [
        {
          name: 'intro',
          content:
            '<h2>De perfecte key begint op de set</h2><p>De meeste problemen met greenscreen ontstaan al tijdens het draaien. In deze workshop leer je ze te voorkomen, zodat de nabewerking een kwestie van minuten wordt in plaats van uren.</p>',
        },
        {
          name: 'twee-dagen',
          content:
            '<h2>Twee dagen</h2><ul><li>Dag 1: belichten en opnemen in onze greenscreenstudio</li><li>Dag 2: keyen en compositing op onze werkplekken</li></ul>',
        },
      ],
    },
    programme: [
      {
        name: 'Het scherm belichten',
        description: 'Een egaal greenscreen zonder hotspots en met zo min mogelijk groene weerkaatsing.',
      },
      {
        name: 'Het onderwerp belichten',
        description: 'Licht dat past bij de achtergrond die je later invoegt.',
      },
      {
        name: 'Keyen',
        description: 'Een strakke key maken, randen opschonen en haren behouden.',
      },
      {
        name: 'Compositing',
        description: 'Je onderwerp in een nieuwe omgeving plaatsen die qua licht en perspectief klopt.',
      },
    ],
    runs: [
      {
        startOffsetDays: 44,
        numberOfLessons: 2,
        intervalDays: 1,
        daysOfWeekRemark: 'Twee dagen achter elkaar, van 10:00 tot 16:30',
        startTime: '10:00',
        endTime: '16:30',
      },
      {
        startOffsetDays: 137,
        numberOfLessons: 2,
        intervalDays: 1,
        daysOfWeekRemark: 'Twee dagen achter elkaar, van 10:00 tot 16:30',
        startTime: '10:00',
        endTime: '16:30',
      },
    ],
  },
];
