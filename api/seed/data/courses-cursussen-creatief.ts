import type { CourseSeed } from '../types.ts';
import { paragraphs } from './text.ts';

// Photography, animation and the intensive five-day course.
export const cursussenCreatief: CourseSeed[] = [
  {
    slug: 'fotografie-basis',
    name: 'Fotografie basis',
    description: paragraphs(
      'In Fotografie basis leer je in zes avonden je camera echt kennen. Je ontdekt hoe diafragma, sluitertijd en ISO samenwerken, hoe je scherpstelt waar jij dat wilt en hoe je met compositie en licht foto’s maakt die blijven hangen.',
      'Elke les krijg je een opdracht mee voor de week erna. De foto’s die je maakt bespreken we samen, zodat je ook leert kijken naar het werk van anderen. Een van de avonden gaan we met de groep op pad door de stad.',
    ),
    seoDescription:
      'Leer fotograferen in zes avonden: belichting, scherpte, compositie en licht, met wekelijkse opdrachten en een fotowandeling door de stad.',
    priceCents: 39500,
    hasBanner: true,
    categories: ['fotografie'],
    sections: ['cursussen'],
    quotes: [
      {
        quote: 'De wekelijkse opdrachten dwongen me om elke dag met andere ogen door de stad te lopen.',
        author: 'Tessa R.',
        authorAge: 31,
      },
    ],
    faqs: [
      {
        question: 'Welke camera heb ik nodig?',
        answer:
          'Een systeemcamera of spiegelreflexcamera waarop je de instellingen handmatig kunt kiezen. Heb je er geen, dan kun je er tijdens de lessen een van ons lenen.',
      },
    ],
    programme: [
      {
        name: 'Belichting',
        description: 'Diafragma, sluitertijd en ISO, en de handmatige stand van je camera.',
      },
      {
        name: 'Scherpte',
        description: 'Autofocusstanden, scherptediepte en bewust kiezen wat scherp is.',
      },
      {
        name: 'Compositie',
        description: 'Lijnen, ritme, standpunt en de regel van derden, en wanneer je die breekt.',
      },
      {
        name: 'Licht',
        description: 'Het verschil tussen zacht en hard licht, en fotograferen in het gouden uur.',
      },
      {
        name: 'Fotowandeling',
        description: 'Samen op pad door Amsterdam-Oost met een opdracht en de docent naast je.',
      },
    ],
    runs: [
      {
        startOffsetDays: -7,
        numberOfLessons: 6,
        intervalDays: 7,
        daysOfWeekRemark: 'Eén avond per week, van 19:00 tot 21:30',
        startTime: '19:00',
        endTime: '21:30',
      },
      {
        startOffsetDays: 12,
        numberOfLessons: 6,
        intervalDays: 7,
        daysOfWeekRemark: 'Eén avond per week, van 19:00 tot 21:30',
        startTime: '19:00',
        endTime: '21:30',
        holidaysRemark: 'Geen les in de kerstvakantie',
      },
      {
        startOffsetDays: 68,
        numberOfLessons: 6,
        intervalDays: 7,
        daysOfWeekRemark: 'Eén avond per week, van 19:00 tot 21:30',
        startTime: '19:00',
        endTime: '21:30',
      },
      {
        startOffsetDays: 160,
        numberOfLessons: 6,
        intervalDays: 7,
        daysOfWeekRemark: 'Eén avond per week, van 19:00 tot 21:30',
        startTime: '19:00',
        endTime: '21:30',
      },
    ],
  },
  {
    slug: 'portretfotografie-en-studiolicht',
    name: 'Portretfotografie en studiolicht',
    description: paragraphs(
      'Een goed portret vraagt om twee dingen: licht dat het gezicht modelleert en een model dat zich op zijn gemak voelt. In deze cursus leer je in vijf avonden allebei, in onze fotostudio met flitsers, continu licht en modellen.',
      'Je begint met één lamp en bouwt stap voor stap op naar klassieke portretopstellingen. Tussendoor oefen je met het regisseren van je model, van houding tot gezichtsuitdrukking. De laatste avond maak je een eigen serie van drie portretten.',
    ),
    seoDescription:
      'Leer portretten maken met studiolicht: flitsers, continu licht, klassieke opstellingen en je model regisseren. Vijf avonden in onze studio.',
    priceCents: 44500,
    hasBanner: false,
    categories: ['fotografie', 'licht'],
    sections: ['cursussen'],
    quotes: [],
    faqs: [],
    programme: [
      {
        name: 'Eén lamp',
        description: 'Wat je met één lamp en een reflector al kunt bereiken.',
      },
      {
        name: 'Klassieke opstellingen',
        description: 'Rembrandt-, butterfly- en split-licht, en wanneer je welke kiest.',
      },
      {
        name: 'Flits en continu licht',
        description: 'De verschillen, de voordelen en het combineren van beide.',
      },
      {
        name: 'Je model regisseren',
        description: 'Houding, handen en blik, en een ontspannen sfeer in de studio.',
      },
      {
        name: 'Eigen serie',
        description: 'Een serie van drie portretten maken en bespreken.',
      },
    ],
    runs: [
      {
        startOffsetDays: 33,
        numberOfLessons: 5,
        intervalDays: 7,
        daysOfWeekRemark: 'Eén avond per week, van 19:00 tot 22:00',
        startTime: '19:00',
        endTime: '22:00',
        holidaysRemark: 'Geen les in de kerstvakantie',
      },
      {
        startOffsetDays: 110,
        numberOfLessons: 5,
        intervalDays: 7,
        daysOfWeekRemark: 'Eén avond per week, van 19:00 tot 22:00',
        startTime: '19:00',
        endTime: '22:00',
      },
    ],
  },
  {
    slug: 'stop-motion-animatie',
    name: 'Stop-motion animatie',
    description: paragraphs(
      'Beeldje voor beeldje iets tot leven wekken: stop-motion is geduld en magie tegelijk. In zes avonden maak je een korte animatiefilm met klei, papier of voorwerpen die je thuis hebt liggen.',
      'Je leert de principes van animatie, zoals timing, anticipatie en overdrijving, en werkt met camera’s op statieven en speciale animatiesoftware. Aan het eind monteer je je film en voeg je geluid toe. De films vertonen we in de laatste les.',
    ),
    seoDescription:
      'Maak in zes avonden je eigen stop-motion animatiefilm met klei, papier of voorwerpen: timing, camera, software en geluid.',
    priceCents: 49500,
    hasBanner: true,
    categories: ['animatie'],
    sections: ['cursussen'],
    quotes: [
      {
        quote:
          'Acht seconden film in een hele avond werk, maar wat een voldoening als het poppetje echt loopt.',
        author: 'Vera H.',
        authorAge: 44,
      },
    ],
    faqs: [
      {
        question: 'Moet ik kunnen tekenen of boetseren?',
        answer:
          'Nee. Je kunt ook animeren met speelgoed, knipsels of alledaagse voorwerpen. Het gaat om beweging, niet om mooie poppen.',
      },
    ],
    programme: [
      {
        name: 'Principes van animatie',
        description: 'Timing, spacing, anticipatie en overdrijving in korte oefeningen.',
      },
      {
        name: 'Opstelling',
        description: 'Camera, statief en licht zo opzetten dat er niets verschuift tussen de beelden.',
      },
      {
        name: 'Personage en set',
        description: 'Een figuur en een decor maken die je makkelijk kunt animeren.',
      },
      {
        name: 'Animeren',
        description: 'Je scènes opnemen, beeld voor beeld, met animatiesoftware.',
      },
      {
        name: 'Afwerking',
        description: 'Monteren, geluidseffecten en muziek, en de filmvertoning.',
      },
    ],
    runs: [
      {
        startOffsetDays: 22,
        numberOfLessons: 6,
        intervalDays: 7,
        daysOfWeekRemark: 'Eén avond per week, van 19:00 tot 22:00',
        startTime: '19:00',
        endTime: '22:00',
        holidaysRemark: 'Geen les in de kerstvakantie',
      },
      {
        startOffsetDays: 120,
        numberOfLessons: 6,
        intervalDays: 7,
        daysOfWeekRemark: 'Eén avond per week, van 19:00 tot 22:00',
        startTime: '19:00',
        endTime: '22:00',
      },
    ],
  },
  {
    slug: 'motion-graphics-after-effects',
    name: 'Motion graphics in After Effects',
    description: paragraphs(
      'Titels die bewegen, animerende logo’s, infographics die een verhaal vertellen: in Motion graphics in After Effects leer je ze in acht avonden zelf maken.',
      'Je leert werken met keyframes, de grafiekeditor, vormlagen en maskers, en hoe je met een paar eenvoudige expressies veel werk bespaart. Bij elke les hoort een kleine opdracht, en aan het eind maak je een animatie van dertig seconden voor een eigen project of een fictieve opdrachtgever.',
      'Ervaring met een montageprogramma of met Photoshop of Illustrator is handig, maar niet noodzakelijk.',
    ),
    seoDescription:
      'Leer motion graphics maken in After Effects: keyframes, grafiekeditor, vormlagen, titels en logo-animaties. Acht avonden in Amsterdam.',
    priceCents: 69500,
    hasBanner: false,
    categories: ['animatie', 'montage'],
    sections: ['cursussen'],
    quotes: [],
    faqs: [
      {
        question: 'Werk ik op mijn eigen laptop?',
        answer:
          'Je werkt op onze werkplekken met After Effects. Je eigen laptop mag ook, als After Effects erop geïnstalleerd is.',
      },
    ],
    programme: [
      {
        name: 'Keyframes en timing',
        description: 'De basis van beweging: keyframes, easing en de grafiekeditor.',
      },
      {
        name: 'Vormlagen',
        description: 'Vormen tekenen en animeren, en werken met herhaling.',
      },
      {
        name: 'Typografie in beweging',
        description: 'Titels en ondertitels die leesbaar blijven en toch leven.',
      },
      {
        name: 'Logo-animatie',
        description: 'Een logo uit Illustrator voorbereiden en laten bewegen.',
      },
      {
        name: 'Expressies',
        description: 'Eenvoudige expressies die je uren handwerk besparen.',
      },
      {
        name: 'Eindopdracht',
        description: 'Een animatie van dertig seconden, van schets tot export.',
      },
    ],
    runs: [
      {
        startOffsetDays: 36,
        numberOfLessons: 8,
        intervalDays: 7,
        daysOfWeekRemark: 'Eén avond per week, van 19:00 tot 22:00',
        startTime: '19:00',
        endTime: '22:00',
        holidaysRemark: 'Geen les in de kerstvakantie',
      },
      {
        startOffsetDays: 150,
        numberOfLessons: 8,
        intervalDays: 7,
        daysOfWeekRemark: 'Eén avond per week, van 19:00 tot 22:00',
        startTime: '19:00',
        endTime: '22:00',
      },
    ],
  },
  {
    slug: 'filmen-in-vijf-dagen',
    name: 'Filmen in vijf dagen',
    description: paragraphs(
      'Geen tijd voor een avondcursus van twee maanden? In Filmen in vijf dagen leer je in één intensieve week de basis van camera, licht, geluid en montage, en maak je met een klein team een korte film.',
      'De eerste twee dagen staan in het teken van techniek en beeldtaal. Op dag drie en vier draai je je film, op locatie in Amsterdam. Op de vijfde dag monteer je en sluiten we af met een vertoning voor de hele groep.',
      'Een ideale cursus voor wie snel aan de slag wil, bijvoorbeeld voor het werk, en voor wie wil ontdekken of een langere opleiding iets voor hem of haar is.',
    ),
    seoDescription:
      'Leer in één intensieve week filmen: camera, licht, geluid en montage, en maak met een klein team je eigen korte film. Vijf dagen in Amsterdam.',
    priceCents: 89500,
    hasBanner: true,
    categories: ['camera', 'regie', 'montage'],
    sections: ['cursussen', 'workshops'],
    quotes: [
      {
        quote:
          'Vijf dagen, een film en een hele nieuwe hobby. Mijn collega’s vragen me nu voor al onze video’s.',
        author: 'Laura B.',
        authorAge: 36,
      },
    ],
    faqs: [
      {
        question: 'Hoe laat beginnen en eindigen de dagen?',
        answer:
          'Elke dag loopt van 10:00 tot 17:00, met een lunch die wij verzorgen. Op de draaidagen kan het iets later worden.',
      },
      {
        question: 'Kan mijn werkgever de cursus betalen?',
        answer:
          'Ja, we sturen de factuur dan op naam van je werkgever. Vink bij de inschrijving het vakje voor scholingsbudget aan, dan stemmen we het verder met je af.',
      },
    ],
    page: {
      title: 'Filmen in vijf dagen',
      blocks: [
        {
          name: 'intro',
          content:
            '<h2>Een week, een film</h2><p>Vijf dagen lang niets anders dan film. Je leert snel, je werkt samen en je gaat naar huis met een eigen korte film en de basis om zelf verder te gaan.</p>',
        },
        {
          name: 'week',
          content:
            '<h2>De week in het kort</h2><ul><li>Dag 1 en 2: camera, licht, geluid en beeldtaal</li><li>Dag 3 en 4: draaien op locatie</li><li>Dag 5: monteren en de vertoning</li></ul>',
        },
      ],
    },
    programme: [
      {
        name: 'Camera en beeldtaal',
        description: 'De camera instellen, shotgroottes en een scène opdelen in shots.',
      },
      {
        name: 'Licht en geluid',
        description: 'Een eenvoudige belichting en schoon geluid met een hengel en dasspeld.',
      },
      {
        name: 'Draaien',
        description: 'Twee dagen op locatie met je team en onze apparatuur.',
      },
      {
        name: 'Monteren en vertonen',
        description: 'Je film monteren en presenteren aan de groep.',
      },
    ],
    runs: [
      {
        startOffsetDays: 23,
        numberOfLessons: 5,
        intervalDays: 1,
        daysOfWeekRemark: 'Vijf dagen achter elkaar, van 10:00 tot 17:00',
        startTime: '10:00',
        endTime: '17:00',
      },
      {
        startOffsetDays: 63,
        numberOfLessons: 5,
        intervalDays: 1,
        daysOfWeekRemark: 'Vijf dagen achter elkaar, van 10:00 tot 17:00',
        startTime: '10:00',
        endTime: '17:00',
      },
      {
        startOffsetDays: 170,
        numberOfLessons: 5,
        intervalDays: 1,
        daysOfWeekRemark: 'Vijf dagen achter elkaar, van 10:00 tot 17:00',
        startTime: '10:00',
        endTime: '17:00',
        remarks: 'De draaidagen zijn buiten op locatie: neem kleding mee voor elk weer.',
      },
    ],
  },
];
