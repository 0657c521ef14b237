import type { CourseSeed } from '../types.ts';
import { paragraphs } from './text.ts';

// Sound courses in the cursussen section. geluid-op-locatie has no runs at all: the site then
// shows the price and the education team's contact details.
export const cursussenGeluid: CourseSeed[] = [
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
  {
    slug: 'geluidsmontage-en-mix',
    name: 'Geluidsmontage en mix',
    description: paragraphs(
      'Het geluid van een film is voor de helft in de montage gemaakt. In Geluidsmontage en mix leer je in zes avonden hoe je dialoog opschoont, sfeer en effecten toevoegt en alles samenbrengt in een mix die op elke speaker goed klinkt.',
      'Je werkt in een echte mixruimte met goede monitorspeakers. We behandelen ruisonderdrukking, het egaliseren van stemmen, het bouwen van een geluidslandschap en het mixen naar de luidheidsnormen voor online en televisie.',
      'De cursus is bedoeld voor editors en makers die hun films willen afmaken zonder geluidsstudio, en voor wie overweegt om zich in geluid te specialiseren.',
    ),
    seoDescription:
      'Leer dialoog opschonen, sfeer en effecten toevoegen en mixen volgens de luidheidsnormen. Zes avonden in een echte mixruimte in Amsterdam.',
    priceCents: 59500,
    hasBanner: false,
    categories: ['geluid', 'montage'],
    sections: ['cursussen'],
    quotes: [],
    faqs: [
      {
        question: 'In welk programma werken we?',
        answer:
          'We werken in de Fairlight-pagina van DaVinci Resolve, die gratis te gebruiken is. De technieken zijn ook toepasbaar in Premiere Pro, Pro Tools of Reaper.',
      },
    ],
    programme: [
      {
        name: 'Luisteren',
        description: 'Monitoring, luidheid en wat een goede mix onderscheidt van een gewone.',
      },
      {
        name: 'Dialoog',
        description: 'Ruis verwijderen, stemmen egaliseren en overgangen tussen takes onhoorbaar maken.',
      },
      {
        name: 'Sfeer en effecten',
        description: 'Een geluidslandschap opbouwen met sfeergeluid, foley en effecten.',
      },
      {
        name: 'Muziek',
        description:
          'Muziek inpassen rond de dialoog, zodat ze de scène draagt zonder de stemmen te overstemmen.',
      },
      {
        name: 'Mixen en aanleveren',
        description: 'Mixen volgens de luidheidsnormen en stems aanleveren voor televisie en bioscoop.',
      },
    ],
    runs: [
      {
        startOffsetDays: 60,
        numberOfLessons: 6,
        intervalDays: 7,
        daysOfWeekRemark: 'Eén avond per week, van 19:00 tot 22:00',
        startTime: '19:00',
        endTime: '22:00',
      },
      {
        startOffsetDays: 150,
        numberOfLessons: 6,
        intervalDays: 7,
        daysOfWeekRemark: 'Eén avond per week, van 19:00 tot 22:00',
        startTime: '19:00',
        endTime: '22:00',
      },
    ],
  },
];
