import type { CourseSeed } from '../types.ts';
import { paragraphs } from './text.ts';

// The gap-year programme (SPEC §9): Oriëntatie 2 days a week, € 3.495 with a € 600 rental coupon;
// Creatief 3 days a week, € 4.750 with a € 750 coupon; both two years of rental at 25% discount.
// A run has one lesson date per week (the first lesson day of that week): numberOfLessons counts
// the weeks, and the remarks say how many days a week.
export const tussenjaar: CourseSeed[] = [
  {
    slug: 'tussenjaar-orientatie',
    name: 'Tussenjaar Oriëntatie',
    description: paragraphs(
      'Net klaar met school en nog niet zeker wat je wilt? In het tussenjaar Oriëntatie ontdek je twee dagen per week of film maken bij je past. Je probeert alle rollen uit, van regie en camera tot montage en geluid, en werkt met een vaste groep leeftijdsgenoten aan korte films.',
      'Omdat je twee dagen per week les hebt, blijft er tijd over om te werken, een andere cursus te volgen of je voor te bereiden op toelatingsexamens. We helpen je ook daarbij: je bouwt een portfolio op en oefent je motivatie en presentatie voor een vervolgopleiding.',
      'Het tussenjaar Oriëntatie kost € 3.495. Daarbij krijg je een verhuurtegoedbon van € 600 voor je eigen projecten, en je huurt twee jaar lang al onze camera-, licht- en geluidsapparatuur met 25% korting.',
    ),
    seoDescription:
      'Tussenjaar film, twee dagen per week: ontdek of film bij je past. € 3.495 incl. € 600 verhuurtegoed en twee jaar 25% korting op verhuur.',
    priceCents: 349500,
    gapYear: { daysPerWeek: 2, rentalCreditCents: 60000, rentalDiscountPercent: 25, rentalDiscountYears: 2 },
    hasBanner: true,
    categories: ['regie', 'camera', 'montage'],
    sections: ['tussenjaar'],
    quotes: [
      {
        quote:
          'Twee dagen per week film en de rest van de week werken in een café. Zo kon ik het tussenjaar zelf betalen en toch volop ontdekken.',
        author: 'Milan O.',
        authorAge: 18,
      },
      {
        quote:
          'Ik had nog nooit een camera vastgehouden. Nu monteer ik video’s voor de voetbalclub van mijn broertje.',
        author: 'Sophie K.',
        authorAge: 19,
      },
    ],
    faqs: [
      {
        question: 'Op welke dagen heb ik les?',
        answer:
          'Je hebt twee vaste lesdagen per week, van 10:00 tot 16:00. De dagen hoor je bij de kennismaking; ze blijven het hele jaar hetzelfde.',
      },
      {
        question: 'Kan ik overstappen naar Creatief?',
        answer:
          'Ja, in de eerste zes weken kun je overstappen naar Creatief als daar plek is. Je betaalt dan het verschil bij en je tegoedbon wordt verhoogd naar € 750.',
      },
      {
        question: 'Hoe lang is de tegoedbon geldig?',
        answer:
          'De tegoedbon van € 600 en de korting van 25% op verhuur gelden twee jaar vanaf je eerste lesdag.',
      },
    ],
    programme: [
      {
        name: 'Kennismaken met film',
        description: 'Korte oefeningen in beeld en geluid, en films kijken en bespreken met de groep.',
      },
      {
        name: 'Alle rollen op de set',
        description: 'Regie, camera, licht, geluid en productie: je probeert ze allemaal in kleine crews.',
      },
      {
        name: 'Montage',
        description: 'Je eigen opnames monteren en leren hoe een verhaal in de montage ontstaat.',
      },
      {
        name: 'Portfolio',
        description: 'Je beste werk bundelen en presenteren, met feedback van docenten.',
      },
      {
        name: 'Voorbereiding vervolgopleiding',
        description: 'Oefenen met toelatingsopdrachten, motivatiegesprekken en je presentatie.',
      },
      {
        name: 'Slotfilm',
        description: 'Een korte film met je groep, vertoond op de slotavond voor familie en vrienden.',
      },
    ],
    runs: [
      {
        startOffsetDays: -50,
        numberOfLessons: 34,
        intervalDays: 7,
        daysOfWeekRemark: 'Twee vaste lesdagen per week, van 10:00 tot 16:00',
        startTime: '10:00',
        endTime: '16:00',
        holidaysRemark: 'Geen les in de schoolvakanties',
        remarks: '34 lesweken. In het rooster staat de eerste lesdag van elke week. Deze groep is vol.',
      },
      {
        startOffsetDays: 238,
        numberOfLessons: 34,
        intervalDays: 7,
        daysOfWeekRemark: 'Twee vaste lesdagen per week, van 10:00 tot 16:00',
        startTime: '10:00',
        endTime: '16:00',
        holidaysRemark: 'Geen les in de schoolvakanties',
        remarks: '34 lesweken. In het rooster staat de eerste lesdag van elke week.',
      },
    ],
  },
  {
    slug: 'tussenjaar-creatief',
    name: 'Tussenjaar Creatief',
    description: paragraphs(
      'Het tussenjaar Creatief is voor wie al weet dat film het wordt, of daar heel dichtbij zit. Drie dagen per week werk je met een vaste groep aan films, en steeds vaker aan je eigen projecten.',
      'In het eerste deel van het jaar leer je het ambacht: camera, licht, geluid, regie en montage. Daarna maak je in wisselende crews een documentaire, een fictiefilm en een videoclip. Het laatste deel van het jaar is voor je eigen eindproject, met persoonlijke coaching van een docent.',
      'Wil je na het tussenjaar naar een filmacademie of kunstopleiding? Dan bereiden we je voor op de toelatingsprocedure en helpen we je aan een portfolio dat opvalt.',
      'Het tussenjaar Creatief kost € 4.750. Daarbij krijg je een verhuurtegoedbon van € 750 en huur je twee jaar lang al onze apparatuur met 25% korting.',
    ),
    seoDescription:
      'Tussenjaar film, drie dagen per week, met een eigen eindproject. € 4.750 incl. € 750 verhuurtegoed en twee jaar 25% korting op verhuur.',
    priceCents: 475000,
    gapYear: { daysPerWeek: 3, rentalCreditCents: 75000, rentalDiscountPercent: 25, rentalDiscountYears: 2 },
    hasBanner: true,
    categories: ['regie', 'camera', 'montage', 'geluid', 'licht'],
    sections: ['tussenjaar'],
    quotes: [
      {
        quote:
          'Het eindproject was het mooiste. Ik mocht een videoclip maken voor een band uit Utrecht en we hebben twee nachten doorgedraaid.',
        author: 'Jesse P.',
        authorAge: 20,
      },
      {
        quote:
          'Door het tussenjaar ben ik aangenomen op de filmacademie. Mijn portfolio was het gesprek van de dag.',
        author: 'Amira H.',
        authorAge: 19,
      },
    ],
    faqs: [
      {
        question: 'Op welke dagen heb ik les?',
        answer:
          'Je hebt drie vaste lesdagen per week, van 10:00 tot 16:00. Tijdens de draaiperiodes van je eindproject plan je daarnaast zelf draaidagen met je crew.',
      },
      {
        question: 'Waar besteed ik de tegoedbon aan?',
        answer:
          'Aan alles wat je bij onze verhuur kunt huren, van een cameraset tot een lichtpakket. De bon van € 750 en de korting van 25% gelden twee jaar vanaf je eerste lesdag.',
      },
      {
        question: 'Kan ik in termijnen betalen?',
        answer:
          'Ja, in drie termijnen (plus € 30) of zes termijnen (plus € 60) via automatische incasso. De tegoedbon ontvang je na de eerste betaling.',
      },
    ],
    page: {
      title: 'Tussenjaar Creatief',
      blocks: [
        {
          name: 'intro',
          content:
            '<h2>Een jaar lang maken</h2><p>In Creatief werk je toe naar een eigen eindproject en een portfolio waarmee je verder kunt. Drie dagen per week ben je met film bezig, samen met een groep die net zo gedreven is als jij.</p>',
        },
        {
          name: 'inbegrepen',
          content:
            '<h2>Wat is inbegrepen?</h2><ul><li>Drie lesdagen per week met vaste docenten</li><li>Gebruik van apparatuur tijdens lessen en opdrachten</li><li>Een verhuurtegoedbon van € 750</li><li>Twee jaar 25% korting op verhuur</li><li>Persoonlijke coaching bij je eindproject</li></ul>',
        },
      ],
    },
    programme: [
      {
        name: 'Ambacht',
        description: 'Camera, licht, geluid, regie en montage in korte, intensieve blokken.',
      },
      {
        name: 'Documentaire',
        description: 'In een crew een korte documentaire maken over iemand uit de buurt.',
      },
      {
        name: 'Fictie',
        description: 'Een scène schrijven, casten, draaien en monteren met echte acteurs.',
      },
      {
        name: 'Videoclip',
        description: 'Beeld op muziek: een clip voor een artiest, met aandacht voor ritme en stijl.',
      },
      {
        name: 'Eigen eindproject',
        description: 'Een film of serie naar eigen keuze, met wekelijkse coaching.',
      },
      {
        name: 'Portfolio en toelating',
        description: 'Je werk presenteren en je voorbereiden op de toelating van een vervolgopleiding.',
      },
    ],
    runs: [
      {
        startOffsetDays: -50,
        numberOfLessons: 34,
        intervalDays: 7,
        daysOfWeekRemark: 'Drie vaste lesdagen per week, van 10:00 tot 16:00',
        startTime: '10:00',
        endTime: '16:00',
        holidaysRemark: 'Geen les in de schoolvakanties',
        remarks: '34 lesweken. In het rooster staat de eerste lesdag van elke week. Deze groep is vol.',
      },
      {
        startOffsetDays: 238,
        numberOfLessons: 34,
        intervalDays: 7,
        daysOfWeekRemark: 'Drie vaste lesdagen per week, van 10:00 tot 16:00',
        startTime: '10:00',
        endTime: '16:00',
        holidaysRemark: 'Geen les in de schoolvakanties',
        remarks: '34 lesweken. In het rooster staat de eerste lesdag van elke week.',
      },
    ],
  },
  {
    slug: 'tussenjaar-zomerweek',
    name: 'Zomerweek film (16 tot 21 jaar)',
    description: paragraphs(
      'Twijfel je of het tussenjaar of een filmopleiding iets voor je is? Proef er dan eerst aan in de Zomerweek film. Vijf dagen lang maak je met een groep leeftijdsgenoten tussen 16 en 21 jaar een korte film, van idee tot vertoning.',
      'Je werkt met dezelfde camera’s, lampen en microfoons als in het tussenjaar, en wordt begeleid door docenten van het tussenjaar. Op de laatste middag vertonen we de films voor familie en vrienden.',
      'Schrijf je je daarna in voor het tussenjaar Oriëntatie of Creatief, dan krijg je het bedrag van de zomerweek terug als korting.',
    ),
    seoDescription:
      'Vijf dagen film maken met leeftijdsgenoten van 16 tot 21 jaar: proef aan het tussenjaar en maak je eigen korte film, van idee tot vertoning.',
    priceCents: 59500,
    hasBanner: true,
    categories: ['regie', 'camera', 'montage'],
    sections: ['tussenjaar', 'workshops'],
    quotes: [
      {
        quote: 'Na deze week wist ik het zeker: ik doe het tussenjaar Creatief. Beste zomer ooit.',
        author: 'Lina S.',
        authorAge: 17,
      },
    ],
    faqs: [
      {
        question: 'Krijg ik het bedrag terug als ik me inschrijf voor het tussenjaar?',
        answer:
          'Ja. Schrijf je je binnen zes maanden na de zomerweek in voor het tussenjaar, dan trekken we € 595 af van het tussenjaargeld.',
      },
    ],
    page: {
      title: 'Zomerweek film',
      blocks: [
        {
          name: 'intro',
          content:
            '<h2>Een week film maken</h2><p>Geen theorie, maar meteen aan de slag. In vijf dagen schrijf, draai en monteer je met je groep een korte film.</p>',
        },
        {
          name: 'praktisch',
          content:
            '<h2>Praktisch</h2><ul><li>Voor jongeren van 16 tot 21 jaar</li><li>Elke dag van 10:00 tot 16:00, lunch inbegrepen</li><li>Op de laatste middag een vertoning voor familie en vrienden</li></ul>',
        },
      ],
    },
    programme: [
      {
        name: 'Dag 1: idee',
        description: 'Kennismaken, films kijken en in groepjes een verhaal bedenken.',
      },
      {
        name: 'Dag 2: techniek',
        description: 'Camera, licht en geluid, en je draaiplan maken.',
      },
      {
        name: 'Dag 3 en 4: draaien',
        description: 'Je film draaien in en rond de studio.',
      },
      {
        name: 'Dag 5: montage en vertoning',
        description: 'Monteren en ’s middags de première voor familie en vrienden.',
      },
    ],
    runs: [
      {
        startOffsetDays: 219,
        numberOfLessons: 5,
        intervalDays: 1,
        daysOfWeekRemark: 'Vijf dagen achter elkaar, van 10:00 tot 16:00',
        startTime: '10:00',
        endTime: '16:00',
      },
      {
        startOffsetDays: 233,
        numberOfLessons: 5,
        intervalDays: 1,
        daysOfWeekRemark: 'Vijf dagen achter elkaar, van 10:00 tot 16:00',
        startTime: '10:00',
        endTime: '16:00',
      },
    ],
  },
];
