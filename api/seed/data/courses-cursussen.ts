import type { CourseSeed } from '../types.ts';
import { paragraphs } from './text.ts';

// Evening courses in the cursussen section: montage and colour. Tests rely on montage-basis
// (three runs, one of them already started).
export const cursussenMontage: CourseSeed[] = [
  {
    slug: 'montage-basis',
    name: 'Montage basis',
    description: paragraphs(
      'In de cursus Montage basis leer je in acht avonden hoe je van losse opnames een verhaal maakt dat blijft hangen. Je werkt in Adobe Premiere Pro op onze editplekken, maar wat je leert over ritme, opbouw en de juiste snede op het juiste moment neem je mee naar elk montageprogramma.',
      'We beginnen bij de basis: een project goed opzetten, materiaal importeren en ordenen, en de belangrijkste gereedschappen in de tijdlijn. Daarna gaan we de diepte in met continuïteitsmontage, het monteren van een interview, werken met muziek en het afwerken van je geluid. Elke avond combineert een korte uitleg met veel zelf doen.',
      'Je werkt toe naar een eigen eindmontage van drie tot vijf minuten, op basis van materiaal dat wij aanleveren of dat je zelf hebt gedraaid. In de laatste les bekijken we alle films samen en krijg je persoonlijke feedback van de docent.',
      'Voorkennis is niet nodig; je moet wel vlot met een computer overweg kunnen. Na deze cursus kun je verder met Montage gevorderd of Color grading in DaVinci Resolve.',
    ),
    seoDescription:
      'Leer monteren in acht avonden: van ruw materiaal naar een strak verhaal in Premiere Pro. Kleine groep, editplek inbegrepen. Studio Lumen Amsterdam.',
    priceCents: 69500,
    hasBanner: true,
    categories: ['montage'],
    sections: ['cursussen'],
    quotes: [
      {
        quote:
          'Ik monteerde al jaren op gevoel. Nu weet ik waaróm een snede werkt, en gaat het twee keer zo snel.',
        author: 'Marieke J.',
        authorAge: 41,
      },
      {
        quote:
          'Fijne sfeer, een docent die alles met plezier nog een keer uitlegt en een eindfilmpje waar ik echt trots op ben.',
        author: 'Thomas B.',
        authorAge: 26,
      },
    ],
    faqs: [
      {
        question: 'Moet ik zelf Premiere Pro hebben?',
        answer:
          'Nee, op onze editplekken staat alles klaar. Wil je thuis oefenen, dan kun je een proefversie gebruiken of het gratis DaVinci Resolve: de principes zijn hetzelfde.',
      },
      {
        question: 'Kan ik op mijn eigen laptop werken?',
        answer:
          'Ja, als Premiere Pro erop staat en je laptop niet ouder is dan een jaar of vijf. Neem dan een externe schijf mee voor het lesmateriaal.',
      },
      {
        question: 'Wat als ik een avond mis?',
        answer:
          'Je krijgt de lesstof na elke les per mail. Als er een andere groep loopt met een vrije plek, kun je die avond daar inhalen.',
      },
    ],
    page: {
      title: 'Montage basis',
      blocks: [
        {
          name: 'intro',
          content:
            '<h2>Waarom montage het halve werk is</h2><p>In de montage ontstaat je film echt. Dezelfde opnames kunnen spannend, ontroerend of saai worden, afhankelijk van hoe je ze achter elkaar zet. In deze cursus ontdek je hoe dat werkt.</p>',
        },
        {
          name: 'voor-wie',
          content:
            '<h2>Voor wie is deze cursus?</h2><ul><li>Je filmt al, maar loopt vast in de montage</li><li>Je wilt video maken voor je werk, vereniging of eigen bedrijf</li><li>Je overweegt een filmopleiding en wilt eerst proeven aan het vak</li></ul>',
        },
      ],
    },
    programme: [
      {
        name: 'Project en workflow',
        description:
          'Een project opzetten, materiaal importeren en ordenen met bins en labels, werken met proxy’s.',
      },
      {
        name: 'De tijdlijn',
        description: 'Knippen, trimmen, insert en overwrite, en de sneltoetsen die je uren schelen.',
      },
      {
        name: 'Continuïteit en ritme',
        description: 'Monteren op actie, shot-reverse-shot en waarom sommige sneden niet werken.',
      },
      {
        name: 'Interview en sfeerbeelden',
        description: 'Een interview inkorten zonder dat het opvalt en de naden wegwerken met b-roll.',
      },
      {
        name: 'Geluid en muziek',
        description: 'Audioniveaus, J- en L-cuts en muziek die meebeweegt met je beeld.',
      },
      {
        name: 'Afwerking en export',
        description:
          'Titels, een eerste kleurcorrectie, exportinstellingen voor web en groot scherm, en de eindpresentatie.',
      },
    ],
    runs: [
      {
        startOffsetDays: -21,
        numberOfLessons: 8,
        intervalDays: 7,
        weekday: 1,
        daysOfWeekRemark: 'Elke maandagavond van 19:00 tot 22:00',
        startTime: '19:00',
        endTime: '22:00',
      },
      {
        startOffsetDays: 10,
        numberOfLessons: 8,
        intervalDays: 7,
        weekday: 2,
        daysOfWeekRemark: 'Elke dinsdagavond van 19:00 tot 22:00',
        startTime: '19:00',
        endTime: '22:00',
        remarks: 'Nog vier plaatsen vrij.',
      },
      {
        startOffsetDays: 45,
        numberOfLessons: 8,
        intervalDays: 7,
        startDateHeaderText: 'Start begin januari',
        weekday: 2,
        daysOfWeekRemark: 'Elke dinsdagavond van 19:00 tot 22:00',
        startTime: '19:00',
        endTime: '22:00',
        holidaysRemark: 'Geen les in de kerstvakantie',
      },
    ],
  },
  {
    slug: 'montage-gevorderd',
    name: 'Montage gevorderd',
    description: paragraphs(
      'Je kunt monteren, maar je wilt sneller werken en betere keuzes maken. In Montage gevorderd verdiepen we ons in acht avonden in de vragen waar ervaren editors dagelijks mee worstelen: hoe houd je spanning vast, hoe kort je een scène in zonder dat het gaat haperen en wanneer laat je een shot juist langer staan?',
      'Je werkt met materiaal van een korte fictiefilm en van een documentaire, met meerdere takes en camerastandpunten. Daarnaast leer je werken met multicam, geavanceerde trimtechnieken, geneste sequenties en een workflow waarmee je grote projecten overzichtelijk houdt.',
      'Deze cursus sluit aan op Montage basis. Heb je die niet gevolgd, maar wel ervaring met Premiere Pro, dan ben je ook welkom.',
    ),
    seoDescription:
      'Verdiep je montage: ritme, spanning, multicam en een snelle workflow in Premiere Pro. Acht avonden, voor wie de basis al beheerst.',
    priceCents: 79500,
    hasBanner: true,
    categories: ['montage'],
    sections: ['cursussen'],
    quotes: [
      {
        quote: 'Ik werk nu in de helft van de tijd, en mijn opdrachtgevers zien het verschil.',
        author: 'Daphne G.',
        authorAge: 33,
      },
    ],
    faqs: [
      {
        question: 'Welk niveau heb ik nodig?',
        answer:
          'Je beheerst de basis van Premiere Pro: importeren, knippen, trimmen, audio en exporteren. Twijfel je, stuur dan een voorbeeld van je werk naar het educatieteam.',
      },
    ],
    programme: [
      {
        name: 'Ritme en spanning',
        description: 'Scènes analyseren en opnieuw monteren met een ander tempo en een ander effect.',
      },
      {
        name: 'Takes kiezen',
        description: 'Spel vergelijken, de beste momenten combineren en de continuïteit bewaken.',
      },
      {
        name: 'Multicam',
        description: 'Interviews en optredens met meerdere camera’s synchroniseren en monteren.',
      },
      {
        name: 'Geavanceerd trimmen',
        description: 'Ripple, roll, slip en slide: je montage bijschaven zonder alles om te gooien.',
      },
      {
        name: 'Grote projecten',
        description: 'Geneste sequenties, versiebeheer en samenwerken met andere editors.',
      },
    ],
    runs: [
      {
        startOffsetDays: 17,
        numberOfLessons: 8,
        intervalDays: 7,
        daysOfWeekRemark: 'Eén avond per week, van 19:00 tot 22:00',
        startTime: '19:00',
        endTime: '22:00',
        holidaysRemark: 'Geen les in de kerstvakantie',
      },
      {
        startOffsetDays: 80,
        numberOfLessons: 8,
        intervalDays: 7,
        daysOfWeekRemark: 'Eén avond per week, van 19:00 tot 22:00',
        startTime: '19:00',
        endTime: '22:00',
      },
    ],
  },
  {
    slug: 'color-grading-davinci-resolve',
    name: 'Color grading in DaVinci Resolve',
    description: paragraphs(
      'Kleur bepaalt voor een groot deel hoe een film voelt. In deze cursus leer je in zes avonden werken met DaVinci Resolve, het programma waarin de meeste films en series hun kleur krijgen.',
      'We beginnen met kleurcorrectie: belichting en witbalans rechtzetten, shots op elkaar laten aansluiten en huidtinten natuurlijk houden. Daarna gaan we creatief aan de slag met looks, maskers en tracking, en leer je hoe je met LUT’s en log-materiaal omgaat zonder dat je beeld uit elkaar valt.',
      'Je werkt op onze gekalibreerde monitoren met materiaal van verschillende camera’s. Aan het eind geef je een korte scène je eigen look en bespreken we de resultaten samen op groot scherm.',
    ),
    seoDescription:
      'Leer kleurcorrectie en color grading in DaVinci Resolve: nodes, looks, log-materiaal en LUT’s. Zes avonden op gekalibreerde monitoren.',
    priceCents: 64500,
    hasBanner: true,
    categories: ['color-grading'],
    sections: ['cursussen'],
    quotes: [
      {
        quote: 'Eindelijk snap ik wat nodes doen. Mijn beelden zien er nu uit zoals ik ze in mijn hoofd had.',
        author: 'Kevin T.',
        authorAge: 29,
      },
      {
        quote: 'De docent kleurt zelf speelfilms en deelt al zijn trucs. Heel waardevol.',
        author: 'Anouk M.',
        authorAge: 35,
      },
    ],
    faqs: [
      {
        question: 'Heb ik de betaalde versie van DaVinci Resolve nodig?',
        answer:
          'Nee. Alles wat we in de cursus behandelen kan ook in de gratis versie. Op onze werkplekken staat de volledige versie, zodat je ook de extra mogelijkheden ziet.',
      },
      {
        question: 'Moet ik kunnen monteren?',
        answer:
          'Basiskennis van een montageprogramma is handig, maar we monteren in deze cursus niet. Je krijgt een gemonteerde scène aangeleverd.',
      },
    ],
    page: {
      title: 'Color grading in DaVinci Resolve',
      blocks: [
        {
          name: 'intro',
          content:
            '<h2>Van vlak naar filmisch</h2><p>Log-opnames zien er uit de camera grauw en vlak uit. In deze cursus leer je daar het beeld uit te halen dat je voor ogen had, met de gereedschappen die professionele coloristen ook gebruiken.</p>',
        },
        {
          name: 'werkplek',
          content:
            '<h2>Werken zoals een colorist</h2><ul><li>Gekalibreerde monitoren en een verduisterde ruimte</li><li>Materiaal van cinemacamera’s en systeemcamera’s</li><li>Maximaal acht deelnemers, zodat de docent met iedereen meekijkt</li></ul>',
        },
      ],
    },
    programme: [
      {
        name: 'Kleurcorrectie',
        description: 'Belichting, contrast en witbalans rechtzetten met scopes in plaats van op het oog.',
      },
      {
        name: 'Nodes',
        description: 'Een overzichtelijke nodestructuur opzetten die je bij elk project kunt hergebruiken.',
      },
      {
        name: 'Shots matchen',
        description: 'Beelden van verschillende camera’s en momenten op elkaar laten aansluiten.',
      },
      {
        name: 'Looks en LUT’s',
        description: 'Een eigen look bouwen en verstandig omgaan met log-materiaal en LUT’s.',
      },
      {
        name: 'Maskers en tracking',
        description: 'Lokaal corrigeren: een gezicht oplichten of een lucht dieper maken.',
      },
      {
        name: 'Afwerken en exporteren',
        description: 'Een scène afronden en exporteren voor web, televisie en bioscoop.',
      },
    ],
    runs: [
      {
        startOffsetDays: -35,
        numberOfLessons: 6,
        intervalDays: 7,
        daysOfWeekRemark: 'Eén avond per week, van 19:00 tot 22:00',
        startTime: '19:00',
        endTime: '22:00',
      },
      {
        startOffsetDays: 24,
        numberOfLessons: 6,
        intervalDays: 7,
        daysOfWeekRemark: 'Eén avond per week, van 19:00 tot 22:00',
        startTime: '19:00',
        endTime: '22:00',
        holidaysRemark: 'Geen les in de kerstvakantie',
        remarks: 'Maximaal acht deelnemers.',
      },
      {
        startOffsetDays: 115,
        numberOfLessons: 6,
        intervalDays: 7,
        daysOfWeekRemark: 'Eén avond per week, van 19:00 tot 22:00',
        startTime: '19:00',
        endTime: '22:00',
        remarks: 'Maximaal acht deelnemers.',
      },
    ],
  },
];
