import type { CourseSeed } from '../types.ts';
import { paragraphs } from './text.ts';

// The long programmes of the opleidingen section: one lesson day a week for most of a year.
export const opleidingen: CourseSeed[] = [
  {
    slug: 'filmopleiding-jaaropleiding',
    name: 'Filmopleiding (jaaropleiding)',
    description: paragraphs(
      'De Filmopleiding is onze jaaropleiding voor iedereen die het filmvak in de volle breedte wil leren. In 36 lesdagen ga je van je eerste shot naar een eigen korte film die aan het eind van het jaar in een echte zaal wordt vertoond.',
      'Het eerste halfjaar draait om het ambacht. Je leert werken met professionele camera’s, licht en geluid, je schrijft korte scènes en regisseert acteurs, en je monteert je eigen werk. Elke lesdag eindigt met iets wat je zelf gemaakt hebt. Na elk blok volgt een opdracht in kleine crews, waarin je steeds een andere rol op de set vervult.',
      'In het tweede halfjaar werk je aan je eindfilm. Je schrijft een scenario, stelt een crew samen uit je medestudenten, draait op locatie en begeleidt je film door de montage en de geluidsmix. Je docenten coachen je daarbij individueel.',
      'Tijdens de opleiding huur je apparatuur voor eigen projecten met 20% studentenkorting. De opleiding is vrijgesteld van btw en kan in termijnen worden betaald.',
    ),
    seoDescription:
      'Jaaropleiding film in Amsterdam: 36 lesdagen regie, camera, licht, geluid en montage, afgesloten met een eigen korte film in de bioscoop.',
    priceCents: 449500,
    hasBanner: true,
    categories: ['regie', 'camera', 'montage'],
    sections: ['opleidingen'],
    quotes: [
      {
        quote:
          'Ik heb in één jaar meer geleerd dan in drie jaar YouTube-tutorials kijken. En ik heb er vrienden voor het leven aan overgehouden, met wie ik nu samen films maak.',
        author: 'Sem de V.',
        authorAge: 23,
      },
      {
        quote:
          'Op mijn 44e nog een opleiding beginnen voelde spannend, maar de groep was heel gemengd. Mijn eindfilm draait inmiddels op twee festivals.',
        author: 'Karin L.',
        authorAge: 44,
      },
    ],
    faqs: [
      {
        question: 'Hoe ziet een lesdag eruit?',
        answer:
          'Een lesdag loopt van 10:00 tot 17:00. ’s Ochtends krijg je uitleg en demonstraties, ’s middags ga je in kleine groepen zelf aan de slag. We sluiten af met het bekijken en bespreken van elkaars werk.',
      },
      {
        question: 'Kan ik instromen als ik al ervaring heb?',
        answer:
          'Iedereen begint bij het eerste blok, maar met ervaring kun je in de opdrachten meteen een stap verder gaan. Bespreek het in het kennismakingsgesprek, dan stemmen we de opdrachten af op jouw niveau.',
      },
      {
        question: 'Wat kost mijn eindfilm extra?',
        answer:
          'Apparatuur voor de eindfilm leen je van ons zonder extra kosten. Reken wel op een klein budget voor locaties, decor en catering; de meeste studenten houden het onder de € 300.',
      },
      {
        question: 'Is er een toelatingsprocedure?',
        answer:
          'Er is geen toelatingsexamen. Na je inschrijving plannen we een kort kennismakingsgesprek, op de studio of telefonisch, waarin we kijken of de opleiding bij je past.',
      },
    ],
    page: {
      title: 'Filmopleiding (jaaropleiding)',
      blocks: [
        {
          name: 'intro',
          content:
            '<h2>Van eerste shot tot premiere</h2><p>De Filmopleiding is het hart van onze educatie. Je maakt een jaar lang films met een vaste groep, onder begeleiding van regisseurs, cameramensen en editors die zelf midden in het vak staan.</p>',
        },
        {
          name: 'jaar-in-vogelvlucht',
          content:
            '<h2>Het jaar in vogelvlucht</h2><ul><li>Blok 1: beeldtaal en camera</li><li>Blok 2: licht en geluid</li><li>Blok 3: scenario en regie</li><li>Blok 4: montage en nabewerking</li><li>Blok 5: je eindfilm, van script tot vertoning</li></ul>',
        },
      ],
    },
    programme: [
      {
        name: 'Beeldtaal',
        description: 'Kadrering, shotgroottes, camerastandpunten en hoe beelden samen betekenis krijgen.',
      },
      {
        name: 'Camera',
        description:
          'Werken met professionele cinemacamera’s: belichting, scherpte, lenzen en bewegen met statief en gimbal.',
      },
      {
        name: 'Licht',
        description: 'Driepuntsbelichting, werken met daglicht en sfeer maken met weinig lampen.',
      },
      {
        name: 'Geluid',
        description: 'Opnemen met hengel en dasspeld, en samenwerken met de camera op een drukke set.',
      },
      {
        name: 'Scenario',
        description: 'Van idee naar scène: personages, conflict en dialoog die je kunt verfilmen.',
      },
      {
        name: 'Regie',
        description: 'Acteurs begeleiden, een draaidag plannen en keuzes maken onder tijdsdruk.',
      },
      {
        name: 'Montage en nabewerking',
        description: 'Monteren, kleurcorrectie en een eenvoudige geluidsmix van je eigen werk.',
      },
      {
        name: 'Eindfilm',
        description: 'Je eigen korte film, van scenario tot vertoning, met persoonlijke begeleiding.',
      },
    ],
    runs: [
      {
        startOffsetDays: -42,
        numberOfLessons: 36,
        intervalDays: 7,
        daysOfWeekRemark: 'Eén vaste lesdag per week, van 10:00 tot 17:00',
        startTime: '10:00',
        endTime: '17:00',
        holidaysRemark: 'Geen les in de kerst- en zomervakantie',
        remarks: 'Deze groep is vol.',
      },
      {
        startOffsetDays: 38,
        numberOfLessons: 36,
        intervalDays: 7,
        startDateHeaderText: 'Nieuwe groep',
        daysOfWeekRemark: 'Eén vaste lesdag per week, van 10:00 tot 17:00',
        startTime: '10:00',
        endTime: '17:00',
        holidaysRemark: 'Geen les in de schoolvakanties van regio Noord',
      },
      {
        startOffsetDays: 205,
        numberOfLessons: 36,
        intervalDays: 7,
        daysOfWeekRemark: 'Eén vaste lesdag per week, van 10:00 tot 17:00',
        startTime: '10:00',
        endTime: '17:00',
        holidaysRemark: 'Geen les in de kerstvakantie',
        remarks: 'Schrijf je vroeg in: deze groep is vaak als eerste vol.',
      },
    ],
  },
  {
    slug: 'opleiding-documentairemaker',
    name: 'Opleiding documentairemaker',
    description: paragraphs(
      'In de Opleiding documentairemaker leer je in dertig lesdagen hoe je een echt verhaal vindt, vertrouwen wint bij de mensen voor je camera en er een film van maakt die klopt. Je werkt van onderzoek en research tot de laatste montageversie aan een eigen documentaire van tien tot vijftien minuten.',
      'De eerste maanden staan in het teken van het ambacht: interviewen, observerend filmen, werken met een kleine crew of helemaal alleen, en het verzamelen van materiaal waarmee je later in de montage alle kanten op kunt. Je bekijkt en analyseert veel documentaires, van korte journalistieke portretten tot lange bioscoopfilms.',
      'Daarna ga je op pad met je eigen onderwerp. Een ervaren documentairemaker begeleidt je bij elke stap, ook bij de lastige vragen: wat mag je wel en niet laten zien, en hoe ga je om met wat je hoort? De opleiding sluit af met een openbare vertoning van alle eindfilms.',
    ),
    seoDescription:
      'Leer in 30 lesdagen een eigen documentaire maken: research, interviewen, observerend filmen en montage. Opleiding bij Studio Lumen Amsterdam.',
    priceCents: 329500,
    hasBanner: true,
    categories: ['documentaire', 'regie'],
    sections: ['opleidingen'],
    quotes: [
      {
        quote:
          'Ik dacht dat documentaire maken vooral techniek was. Het blijkt vooral luisteren te zijn, en dat heb ik hier echt geleerd.',
        author: 'Inge R.',
        authorAge: 36,
      },
    ],
    faqs: [
      {
        question: 'Moet ik al een onderwerp hebben?',
        answer:
          'Nee, dat hoeft niet. In de eerste weken helpen we je een onderwerp te vinden dat haalbaar is binnen de opleiding. Heb je al een idee, dan is dat natuurlijk mooi meegenomen.',
      },
      {
        question: 'Film ik alleen of in een crew?',
        answer:
          'Allebei. Je leert alleen te draaien, zoals veel documentairemakers doen, maar je werkt ook in kleine crews mee aan de films van je medestudenten.',
      },
      {
        question: 'Wie heeft de rechten op mijn eindfilm?',
        answer:
          'Jij. Wij vragen alleen toestemming om je film te vertonen op de slotavond en eventueel fragmenten te gebruiken in onze eigen communicatie.',
      },
    ],
    page: {
      title: 'Opleiding documentairemaker',
      blocks: [
        {
          name: 'intro',
          content:
            '<h2>Echte verhalen, goed verteld</h2><p>Een documentaire maak je niet alleen met een camera, maar vooral met nieuwsgierigheid en geduld. In deze opleiding leer je allebei, van makers die hun films op televisie en festivals vertoond zien.</p>',
        },
        {
          name: 'resultaat',
          content:
            '<h2>Wat je aan het eind hebt</h2><ul><li>Een eigen documentaire van tien tot vijftien minuten</li><li>Ervaring met alleen en in een crew draaien</li><li>Een pitch en een dossier om je volgende film te financieren</li></ul>',
        },
      ],
    },
    programme: [
      {
        name: 'Kijken en analyseren',
        description: 'Documentairestijlen herkennen en ontdekken welke vorm bij jouw verhaal past.',
      },
      {
        name: 'Research en onderwerp',
        description: 'Een onderwerp kiezen, hoofdpersonen vinden en een eerste treatment schrijven.',
      },
      {
        name: 'Interviewen',
        description: 'Vragen stellen, stiltes laten vallen en iemand op zijn gemak stellen voor de camera.',
      },
      {
        name: 'Observerend filmen',
        description: 'Draaien zonder in te grijpen, alleen of met een geluidsman, met licht dat er al is.',
      },
      {
        name: 'Ethiek',
        description:
          'Toestemming, privacy en de verantwoordelijkheid die je hebt tegenover je hoofdpersonen.',
      },
      {
        name: 'Documentairemontage',
        description: 'Een verhaal vinden in uren materiaal en een structuur bouwen die de kijker meeneemt.',
      },
      {
        name: 'Eindfilm en vertoning',
        description: 'Afronden, ondertitelen en je film presenteren aan publiek.',
      },
    ],
    runs: [
      {
        startOffsetDays: -28,
        numberOfLessons: 30,
        intervalDays: 7,
        daysOfWeekRemark: 'Eén vaste lesdag per week, van 10:00 tot 17:00',
        startTime: '10:00',
        endTime: '17:00',
        holidaysRemark: 'Geen les in de kerstvakantie',
      },
      {
        startOffsetDays: 130,
        numberOfLessons: 30,
        intervalDays: 7,
        daysOfWeekRemark: 'Eén vaste lesdag per week, van 10:00 tot 17:00',
        startTime: '10:00',
        endTime: '17:00',
        holidaysRemark: 'Geen les in de zomervakantie',
      },
    ],
  },
];
