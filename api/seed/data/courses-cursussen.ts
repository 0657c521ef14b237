import type { CourseSeed } from '../types.ts';
import { paragraphs } from './text.ts';

// Evening courses in the cursussen section: montage and sound. Tests rely on montage-basis
// (three runs, one past) and geluid-op-locatie (no runs at all).
export const cursussenMontageGeluid: CourseSeed[] = [
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
        daysOfWeekRemark: 'Elke maandagavond van 19:00 tot 22:00',
      },
      {
        startOffsetDays: 10,
        numberOfLessons: 8,
        intervalDays: 7,
        daysOfWeekRemark: 'Elke dinsdagavond van 19:00 tot 22:00',
        remarks: 'Nog vier plaatsen vrij.',
      },
      {
        startOffsetDays: 45,
        numberOfLessons: 8,
        intervalDays: 7,
        startDateHeaderText: 'Start begin januari',
        daysOfWeekRemark: 'Elke donderdagavond van 19:00 tot 22:00',
        holidaysRemark: 'Geen les in de kerstvakantie',
      },
    ],
  },
  {
    slug: 'geluid-op-locatie',
    name: 'Geluid op locatie',
    description: paragraphs(
      'Slecht beeld vergeeft een kijker je nog wel, slecht geluid nooit. In Geluid op locatie leer je hoe je op een set of bij een interview schoon en bruikbaar geluid opneemt, ook als de omstandigheden tegenzitten.',
      'Je werkt met hengelmicrofoons, dasspeldjes en draadloze sets, en met de recorders die wij ook in de verhuur hebben. We oefenen binnen en buiten: in een galmende hal, op straat langs het verkeer en in een kleine kamer waar je het geluid juist wilt laten leven.',
      'Daarnaast leer je de taal van de geluidsman of -vrouw op de set: wanneer je om stilte vraagt, hoe je sfeergeluid opneemt en hoe je je opnames zo aanlevert dat de monteur er blij van wordt.',
      'Op dit moment is er geen startdatum gepland. We starten een nieuwe groep zodra er genoeg belangstelling is. Laat het educatieteam weten dat je mee wilt doen, dan hoor je als eerste wanneer het zover is.',
    ),
    seoDescription:
      'Leer professioneel geluid opnemen op locatie: hengel, dasspeld, draadloze sets en recorders. Praktijkcursus bij Studio Lumen in Amsterdam.',
    priceCents: 49500,
    hasBanner: true,
    categories: ['geluid'],
    sections: ['cursussen'],
    quotes: [
      {
        quote:
          'Sinds deze cursus hoor ik overal koelkasten en ventilatoren. Irritant, maar mijn interviews klinken eindelijk goed.',
        author: 'Ruben H.',
        authorAge: 34,
      },
      {
        quote:
          'Heel praktisch: elke avond met de hengel in de hand, en de docent liet ons direct horen wat er beter kon.',
        author: 'Esther W.',
        authorAge: 48,
      },
    ],
    faqs: [
      {
        question: 'Wanneer start de volgende groep?',
        answer:
          'Er staat nog geen datum vast. Mail educatie@studiolumen.nl of bel 020 - 760 42 12, dan zetten we je op de lijst en nemen we contact op zodra er een groep start.',
      },
      {
        question: 'Heb ik eigen microfoons nodig?',
        answer: 'Nee, alle microfoons, recorders en koptelefoons krijg je tijdens de lessen van ons.',
      },
      {
        question: 'Is deze cursus ook geschikt voor podcasters?',
        answer:
          'De cursus gaat vooral over geluid bij beeld. Wil je alleen audio maken, kijk dan ook naar de workshop Podcast opnemen en monteren.',
      },
    ],
    programme: [
      {
        name: 'Zo werkt geluid',
        description: 'Microfoonkarakteristieken, niveaus en waarom de afstand tot je bron alles bepaalt.',
      },
      {
        name: 'De hengel',
        description: 'Een hengelmicrofoon vasthouden, richten en meebewegen zonder in beeld te komen.',
      },
      {
        name: 'Dasspeld en draadloos',
        description: 'Zenders plaatsen, kledinggeritsel voorkomen en storingen herkennen.',
      },
      {
        name: 'Lastige locaties',
        description: 'Galm, verkeer en wind: wat je eraan kunt doen en wanneer je beter kunt verhuizen.',
      },
      {
        name: 'Aanleveren aan de montage',
        description: 'Sfeergeluid, wildtracks, bestandsnamen en een geluidsrapport dat de monteur helpt.',
      },
    ],
    runs: [],
  },
];
