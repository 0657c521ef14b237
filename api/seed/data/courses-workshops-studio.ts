import type { CourseSeed } from '../types.ts';
import { paragraphs } from './text.ts';

// Workshops at the studio: editing, sound, photography, animation and production.
export const workshopsStudio: CourseSeed[] = [
  {
    slug: 'workshop-kennismaking-davinci-resolve',
    name: 'Kennismaking met DaVinci Resolve',
    description: paragraphs(
      'DaVinci Resolve is gratis, krachtig en wordt steeds vaker gebruikt voor montage, kleur en geluid. Maar bij het eerste opstarten schrikken veel mensen van alle pagina’s en knoppen. In deze workshop maak je in één dag kennis met het programma en monteer je een eerste filmpje van begin tot eind.',
      'Je leert hoe je een project opzet, materiaal importeert, monteert op de Cut- en Edit-pagina, een eerste kleurcorrectie doet en je film exporteert. Na deze dag weet je de weg in het programma en kun je thuis zelfstandig verder.',
    ),
    seoDescription:
      'Leer in één dag de weg in DaVinci Resolve: project opzetten, monteren, eerste kleurcorrectie en exporteren. Voor beginners.',
    priceCents: 12500,
    hasBanner: false,
    categories: ['montage', 'color-grading'],
    sections: ['workshops'],
    quotes: [],
    faqs: [
      {
        question: 'Moet ik DaVinci Resolve zelf installeren?',
        answer:
          'Voor de workshop niet: je werkt op onze werkplekken. Wil je thuis verder, installeer dan de gratis versie; alles wat we behandelen werkt daarin.',
      },
    ],
    programme: [
      {
        name: 'Rondleiding',
        description: 'De pagina’s van Resolve en welke je wanneer gebruikt.',
      },
      {
        name: 'Monteren',
        description: 'Een korte film monteren op de Cut- en Edit-pagina.',
      },
      {
        name: 'Kleur en geluid',
        description: 'Een eerste kleurcorrectie en het gelijktrekken van audioniveaus.',
      },
      {
        name: 'Exporteren',
        description: 'De juiste instellingen voor YouTube, sociale media en archief.',
      },
    ],
    runs: [
      {
        startOffsetDays: 13,
        numberOfLessons: 1,
        intervalDays: 1,
        daysOfWeekRemark: 'Van 10:00 tot 16:00, inclusief lunch',
        startTime: '10:00',
        endTime: '16:00',
      },
      {
        startOffsetDays: 66,
        numberOfLessons: 1,
        intervalDays: 1,
        daysOfWeekRemark: 'Van 10:00 tot 16:00, inclusief lunch',
        startTime: '10:00',
        endTime: '16:00',
      },
      {
        startOffsetDays: 128,
        numberOfLessons: 1,
        intervalDays: 1,
        daysOfWeekRemark: 'Van 10:00 tot 16:00, inclusief lunch',
        startTime: '10:00',
        endTime: '16:00',
      },
    ],
  },
  {
    slug: 'workshop-podcast-opnemen',
    name: 'Workshop podcast opnemen en monteren',
    description: paragraphs(
      'Een podcast beginnen is makkelijk; er een maken die mensen blijven luisteren is een ander verhaal. In deze workshop leer je in één dag hoe je een gesprek opneemt dat helder en warm klinkt, en hoe je het monteert tot een aflevering die lekker doorloopt.',
      'We werken in onze geluidsstudio met professionele microfoons en een meersporenrecorder, maar laten ook zien hoe je met een kleine set thuis of op locatie goed resultaat haalt. ’s Middags monteer je je eigen opname, inclusief intro, muziek en de juiste luidheid voor podcastplatforms.',
    ),
    seoDescription:
      'Neem in één dag een podcast op in onze studio en monteer je eigen aflevering: microfoons, gesprekstechniek, montage en luidheid.',
    priceCents: 13500,
    hasBanner: true,
    categories: ['geluid'],
    sections: ['workshops'],
    quotes: [
      {
        quote:
          'Mijn podcastpartner en ik zijn na deze workshop begonnen. Inmiddels zitten we op aflevering dertig, en het geluid klinkt nog steeds goed.',
        author: 'Emma J.',
        authorAge: 28,
      },
    ],
    faqs: [
      {
        question: 'Kan ik met mijn podcastpartner samen komen?',
        answer: 'Ja, dat raden we zelfs aan. Schrijf je dan allebei in; jullie werken de hele dag als duo.',
      },
      {
        question: 'Kan ik de geluidsstudio later huren?',
        answer: 'Ja, onze geluidsstudio is per dagdeel te huren, met of zonder technicus.',
      },
    ],
    page: {
      title: 'Workshop podcast opnemen en monteren',
      blocks: [
        {
          name: 'intro',
          content:
            '<h2>Goed geluid, goed gesprek</h2><p>Luisteraars haken sneller af op slecht geluid dan op een minder interessant onderwerp. In deze workshop zorgen we dat het aan het geluid in elk geval niet ligt.</p>',
        },
        {
          name: 'na-afloop',
          content:
            '<h2>Na deze dag</h2><ul><li>Weet je welke microfoon en recorder bij jouw podcast passen</li><li>Heb je een eerste aflevering opgenomen en gemonteerd</li><li>Kun je thuis of op locatie zelfstandig verder</li></ul>',
        },
      ],
    },
    programme: [
      {
        name: 'Microfoons en ruimte',
        description: 'De juiste microfoon, de juiste afstand en een ruimte die niet galmt.',
      },
      {
        name: 'Opnemen',
        description: 'Een gesprek opnemen in onze studio, met aandacht voor niveaus en tempo.',
      },
      {
        name: 'Monteren',
        description: 'Haperingen wegknippen, intro en muziek toevoegen en het tempo bewaken.',
      },
      {
        name: 'Afwerken',
        description: 'Ruisonderdrukking, luidheid en exporteren voor podcastplatforms.',
      },
    ],
    runs: [
      {
        startOffsetDays: -10,
        numberOfLessons: 1,
        intervalDays: 1,
        daysOfWeekRemark: 'Van 10:00 tot 16:00, inclusief lunch',
        startTime: '10:00',
        endTime: '16:00',
      },
      {
        startOffsetDays: 34,
        numberOfLessons: 1,
        intervalDays: 1,
        daysOfWeekRemark: 'Van 10:00 tot 16:00, inclusief lunch',
        startTime: '10:00',
        endTime: '16:00',
      },
      {
        startOffsetDays: 92,
        numberOfLessons: 1,
        intervalDays: 1,
        daysOfWeekRemark: 'Van 10:00 tot 16:00, inclusief lunch',
        startTime: '10:00',
        endTime: '16:00',
      },
    ],
  },
  {
    slug: 'workshop-productfotografie',
    name: 'Workshop productfotografie',
    description: paragraphs(
      'Goede productfoto’s verkopen. In deze workshop leer je in één dag hoe je producten fotografeert voor je webshop of sociale media: op een strakke witte achtergrond, maar ook in een sfeervolle opstelling.',
      'Je werkt in onze fotostudio met flitsers, lichttenten en reflectoren, en je leert hoe je met eenvoudige middelen thuis hetzelfde bereikt. Neem gerust een paar van je eigen producten mee, dan ga je naar huis met foto’s die je direct kunt gebruiken.',
    ),
    seoDescription:
      'Fotografeer je producten als een pro: witte achtergrond, sfeeropnames, licht en nabewerking. Eendaagse workshop in onze fotostudio.',
    priceCents: 13500,
    hasBanner: true,
    categories: ['fotografie'],
    sections: ['workshops'],
    quotes: [
      {
        quote:
          'Ik heb al mijn productfoto’s opnieuw gemaakt en merk het echt aan de verkoop in mijn webshop.',
        author: 'Linda V.',
        authorAge: 46,
      },
    ],
    faqs: [],
    programme: [
      {
        name: 'Witte achtergrond',
        description: 'Een strak vrijstaand product met een egale, helderwitte achtergrond.',
      },
      {
        name: 'Lastige materialen',
        description: 'Glas, metaal en glanzende verpakkingen zonder storende reflecties.',
      },
      {
        name: 'Sfeeropnames',
        description: 'Een opstelling met props en licht die bij je merk past.',
      },
      {
        name: 'Nabewerking',
        description: 'Uitsnijden, kleuren corrigeren en exporteren voor je webshop.',
      },
    ],
    runs: [
      {
        startOffsetDays: 24,
        numberOfLessons: 1,
        intervalDays: 1,
        daysOfWeekRemark: 'Van 10:00 tot 16:00, inclusief lunch',
        startTime: '10:00',
        endTime: '16:00',
      },
      {
        startOffsetDays: 81,
        numberOfLessons: 1,
        intervalDays: 1,
        daysOfWeekRemark: 'Van 10:00 tot 16:00, inclusief lunch',
        startTime: '10:00',
        endTime: '16:00',
      },
    ],
  },
  {
    slug: 'familieworkshop-stop-motion',
    name: 'Familieworkshop stop-motion',
    description: paragraphs(
      'Samen met je kind een eigen animatiefilm maken? In deze familieworkshop van drie uur bouwen jullie een klein decor, bedenken jullie een verhaaltje en animeren jullie het beeld voor beeld met een tablet en een animatie-app.',
      'De workshop is geschikt voor kinderen vanaf acht jaar, samen met een ouder, opa, oma of andere volwassene. Aan het eind kijken we alle filmpjes samen terug, en jullie krijgen je film mee naar huis.',
    ),
    seoDescription:
      'Maak samen met je kind een stop-motion filmpje: decor bouwen, verhaal bedenken en animeren. Familieworkshop voor kinderen vanaf 8 jaar.',
    priceCents: 9500,
    hasBanner: true,
    categories: ['animatie'],
    sections: ['workshops'],
    quotes: [
      {
        quote: 'Mijn dochter praat er nog steeds over. Thuis hebben we de hele kerstvakantie doorgeanimeerd.',
        author: 'Jasper R.',
        authorAge: 42,
      },
    ],
    faqs: [
      {
        question: 'Is de prijs per persoon?',
        answer:
          'Nee, de prijs geldt voor één kind met één volwassene. Komen jullie met meer kinderen, neem dan contact op.',
      },
    ],
    programme: [
      {
        name: 'Verhaal bedenken',
        description: 'Een kort verhaaltje met een begin, een probleem en een einde.',
      },
      {
        name: 'Decor en figuren',
        description: 'Met klei, papier en speelgoed een klein decor bouwen.',
      },
      {
        name: 'Animeren',
        description: 'Beeld voor beeld je figuren laten bewegen met een tablet.',
      },
      {
        name: 'Première',
        description: 'Alle filmpjes samen bekijken, met popcorn.',
      },
    ],
    runs: [
      {
        startOffsetDays: 39,
        numberOfLessons: 1,
        intervalDays: 1,
        daysOfWeekRemark: 'Van 13:00 tot 16:00',
        startTime: '13:00',
        endTime: '16:00',
        remarks: 'Voor kinderen vanaf 8 jaar, samen met een volwassene.',
      },
      {
        startOffsetDays: 105,
        numberOfLessons: 1,
        intervalDays: 1,
        daysOfWeekRemark: 'Van 13:00 tot 16:00',
        startTime: '13:00',
        endTime: '16:00',
        remarks: 'Voor kinderen vanaf 8 jaar, samen met een volwassene.',
      },
    ],
  },
  {
    slug: 'masterclass-documentaire-pitchen',
    name: 'Masterclass: pitch je documentaire',
    description: paragraphs(
      'Een goed idee voor een documentaire is één ding; een omroep, fonds of producent ervan overtuigen is iets heel anders. In deze masterclass leer je in één dag hoe je je idee terugbrengt tot de kern en het zo presenteert dat mensen er geld in willen steken.',
      'Een ervaren documentaireproducent vertelt waar commissies op letten en welke fouten ze keer op keer tegenkomen. ’s Middags pitch je je eigen project in vijf minuten voor de groep en krijg je direct feedback. Je gaat naar huis met een aangescherpte pitch en een plan voor je dossier.',
    ),
    seoDescription:
      'Leer je documentaire-idee overtuigend pitchen aan omroepen, fondsen en producenten. Masterclass met feedback op je eigen project.',
    priceCents: 17500,
    hasBanner: false,
    categories: ['documentaire'],
    sections: ['workshops'],
    quotes: [],
    faqs: [
      {
        question: 'Moet ik een project hebben om mee te doen?',
        answer:
          'Het is het meest waardevol als je een idee hebt dat je wilt pitchen, maar je bent ook welkom om te luisteren en te leren.',
      },
    ],
    page: {
      title: 'Masterclass: pitch je documentaire',
      blocks: [
        {
          name: 'intro',
          content:
            '<h2>Van idee naar financiering</h2><p>De meeste documentaires worden nooit gemaakt, niet omdat het idee slecht is, maar omdat de pitch niet overtuigt. In deze masterclass werk je aan die pitch.</p>',
        },
        {
          name: 'meenemen',
          content:
            '<h2>Wat neem je mee?</h2><ul><li>Een idee of lopend project</li><li>Eventueel beeldmateriaal of een teaser van maximaal twee minuten</li><li>Een korte beschrijving van je project op één A4</li></ul>',
        },
      ],
    },
    programme: [
      {
        name: 'De kern van je verhaal',
        description: 'Waarom dit verhaal, waarom nu en waarom jij?',
      },
      {
        name: 'Waar commissies op letten',
        description: 'Een producent over de werkwijze van omroepen en filmfondsen.',
      },
      {
        name: 'Pitchen',
        description: 'Je project in vijf minuten presenteren, met directe feedback.',
      },
    ],
    runs: [
      {
        startOffsetDays: 57,
        numberOfLessons: 1,
        intervalDays: 1,
        daysOfWeekRemark: 'Van 10:00 tot 16:00, inclusief lunch',
        startTime: '10:00',
        endTime: '16:00',
      },
      {
        startOffsetDays: 168,
        numberOfLessons: 1,
        intervalDays: 1,
        daysOfWeekRemark: 'Van 10:00 tot 16:00, inclusief lunch',
        startTime: '10:00',
        endTime: '16:00',
      },
    ],
  },
  {
    slug: 'workshop-draaiboek-en-productieplanning',
    name: 'Workshop draaiboek en productieplanning',
    description: paragraphs(
      'Een goede draaidag wordt gewonnen in de voorbereiding. In deze avondworkshop leer je hoe je een draaiboek, een callsheet en een realistische planning maakt, zodat je crew weet waar ze aan toe is en je niet halverwege de dag zonder licht of tijd zit.',
      'Aan de hand van een korte scène maak je zelf een draaiboek en een dagplanning, en bespreken we de valkuilen: te veel shots, te weinig reistijd en vergeten vergunningen.',
    ),
    seoDescription:
      'Leer een draaiboek, callsheet en realistische dagplanning maken voor je productie. Praktische avondworkshop bij Studio Lumen.',
    priceCents: 9500,
    hasBanner: false,
    categories: ['regie'],
    sections: ['workshops'],
    quotes: [],
    faqs: [],
    programme: [
      {
        name: 'Van scenario naar shotlijst',
        description: 'Een scène opdelen in shots en inschatten hoeveel tijd elk shot kost.',
      },
      {
        name: 'Draaiboek en callsheet',
        description: 'De documenten die je crew nodig heeft, en wat erin moet staan.',
      },
      {
        name: 'Planning',
        description: 'Een dagplanning met reistijd, pauzes en ruimte voor tegenvallers.',
      },
    ],
    runs: [
      {
        startOffsetDays: 16,
        numberOfLessons: 1,
        intervalDays: 1,
        daysOfWeekRemark: 'Avondworkshop van 19:00 tot 22:00',
        startTime: '19:00',
        endTime: '22:00',
      },
      {
        startOffsetDays: 86,
        numberOfLessons: 1,
        intervalDays: 1,
        daysOfWeekRemark: 'Avondworkshop van 19:00 tot 22:00',
        startTime: '19:00',
        endTime: '22:00',
      },
    ],
  },
];
