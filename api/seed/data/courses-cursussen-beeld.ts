import type { CourseSeed } from '../types.ts';
import { paragraphs } from './text.ts';

// Courses about the image: camera, light and drone.
export const cursussenBeeld: CourseSeed[] = [
  {
    slug: 'camera-basis',
    name: 'Camera basis',
    description: paragraphs(
      'Haal je camera van de automatische stand en ontdek wat hij echt kan. In Camera basis leer je in acht avonden hoe je bewust kiest voor belichting, scherpte en beweging, zodat je beelden er niet meer toevallig goed uitzien, maar omdat jij dat zo wilde.',
      'Elke avond begint met een korte uitleg en daarna ga je zelf aan de slag, binnen in de studio en buiten op straat. Je leert de belichtingsdriehoek, werken met verschillende lenzen, witbalans, kadrering en het filmen van een korte scène in een paar shots.',
      'Je mag je eigen camera meenemen; heb je er (nog) geen, dan werk je met een van onze systeemcamera’s. Na deze cursus kun je door met Camera gevorderd, Belichting voor film of Montage basis.',
    ),
    seoDescription:
      'Leer filmen in acht avonden: belichting, scherpte, lenzen, kadrering en een scène opbouwen. Met je eigen camera of een van de onze.',
    priceCents: 59500,
    hasBanner: true,
    categories: ['camera'],
    sections: ['cursussen'],
    quotes: [
      {
        quote:
          'Ik had een dure camera in de kast liggen die ik niet durfde te gebruiken. Nu gaat hij overal mee naartoe.',
        author: 'Wendy P.',
        authorAge: 47,
      },
      {
        quote: 'Heel fijn dat we elke avond echt zelf filmden, ook buiten in het donker.',
        author: 'Luuk F.',
        authorAge: 22,
      },
    ],
    faqs: [
      {
        question: 'Welke camera moet ik meenemen?',
        answer:
          'Elke camera waarop je handmatig belichting en scherpte kunt instellen is geschikt, ook een systeemcamera of spiegelreflex. Heb je geen camera, dan lenen we je er een tijdens de lessen.',
      },
      {
        question: 'Is een smartphone ook goed?',
        answer:
          'Voor deze cursus raden we een echte camera aan. Wil je juist met je telefoon leren filmen, kijk dan naar de workshop Filmen met je smartphone.',
      },
    ],
    page: {
      title: 'Camera basis',
      blocks: [
        {
          name: 'intro',
          content:
            '<h2>Weg van de automatische stand</h2><p>Moderne camera’s doen veel zelf, maar zelden precies wat jij wilt. In deze cursus neem je de controle terug en leer je waarom professionals bijna alles handmatig instellen.</p>',
        },
        {
          name: 'meenemen',
          content:
            '<h2>Wat neem je mee?</h2><ul><li>Je eigen camera met een opgeladen accu en een lege geheugenkaart, als je die hebt</li><li>Warme kleding voor de buitenopdrachten</li><li>Zin om te experimenteren</li></ul>',
        },
      ],
    },
    programme: [
      {
        name: 'De belichtingsdriehoek',
        description: 'Diafragma, sluitertijd en ISO, en wat ze met je beeld doen.',
      },
      {
        name: 'Scherpte en lenzen',
        description: 'Brandpunt, scherptediepte en handmatig scherpstellen.',
      },
      {
        name: 'Kleur en witbalans',
        description: 'Waarom je beeld soms blauw of oranje is, en hoe je dat zelf bepaalt.',
      },
      {
        name: 'Kadrering',
        description: 'Shotgroottes, compositie en camerastandpunten die iets vertellen.',
      },
      {
        name: 'Bewegen',
        description: 'Filmen vanaf statief, uit de hand en met een eenvoudige slider.',
      },
      {
        name: 'Een scène in shots',
        description: 'Een korte scène bedenken, opdelen in shots en draaien als eindopdracht.',
      },
    ],
    runs: [
      {
        startOffsetDays: -14,
        numberOfLessons: 8,
        intervalDays: 7,
        daysOfWeekRemark: 'Eén avond per week, van 19:00 tot 22:00',
        startTime: '19:00',
        endTime: '22:00',
      },
      {
        startOffsetDays: 5,
        numberOfLessons: 8,
        intervalDays: 7,
        daysOfWeekRemark: 'Eén avond per week, van 19:00 tot 22:00',
        startTime: '19:00',
        endTime: '22:00',
        holidaysRemark: 'Geen les in de kerstvakantie',
        remarks: 'Nog twee plaatsen vrij.',
      },
      {
        startOffsetDays: 40,
        numberOfLessons: 8,
        intervalDays: 7,
        daysOfWeekRemark: 'Eén avond per week, van 19:00 tot 22:00',
        startTime: '19:00',
        endTime: '22:00',
      },
      {
        startOffsetDays: 100,
        numberOfLessons: 8,
        intervalDays: 7,
        daysOfWeekRemark: 'Eén avond per week, van 19:00 tot 22:00',
        startTime: '19:00',
        endTime: '22:00',
      },
    ],
  },
  {
    slug: 'camera-gevorderd',
    name: 'Camera gevorderd',
    description: paragraphs(
      'In Camera gevorderd stap je over van je eigen camera naar de cinemacamera’s die op professionele sets worden gebruikt. In zes avonden en een praktijkdag leer je een camera opbouwen, werken met cinemalenzen en een follow focus, en filmen in log om in de nabewerking alle ruimte te hebben.',
      'We werken in kleine crews, met een cameravoerder, een focus puller en iemand die licht en data regelt. Zo leer je niet alleen de techniek, maar ook hoe een cameradepartement samenwerkt.',
    ),
    seoDescription:
      'Werk met professionele cinemacamera’s: opbouwen, cinemalenzen, follow focus en filmen in log. Zes avonden plus een praktijkdag.',
    priceCents: 84500,
    hasBanner: true,
    categories: ['camera'],
    sections: ['cursussen'],
    quotes: [
      {
        quote: 'De praktijkdag was fantastisch: een echte set, met een echte dolly en een acteur.',
        author: 'Rik J.',
        authorAge: 39,
      },
    ],
    faqs: [],
    programme: [
      {
        name: 'Een cinemacamera opbouwen',
        description: 'Body, rig, monitor, voeding en follow focus: alles op de juiste plek.',
      },
      {
        name: 'Cinemalenzen',
        description: 'Primes en zooms, T-stops en scherpte trekken met een focus puller.',
      },
      {
        name: 'Log en belichting',
        description: 'Filmen in log, belichten met false colour en waveform.',
      },
      {
        name: 'De cameracrew',
        description: 'Taken verdelen, communiceren op de set en een camerarapport bijhouden.',
      },
      {
        name: 'Praktijkdag',
        description: 'Een scène draaien met dolly, licht en een acteur.',
      },
    ],
    runs: [
      {
        startOffsetDays: 29,
        numberOfLessons: 7,
        intervalDays: 7,
        daysOfWeekRemark: 'Zes avonden van 19:00 tot 22:00 en een afsluitende praktijkdag',
        startTime: '19:00',
        endTime: '22:00',
        holidaysRemark: 'Geen les in de kerstvakantie',
      },
      {
        startOffsetDays: 125,
        numberOfLessons: 7,
        intervalDays: 7,
        daysOfWeekRemark: 'Zes avonden van 19:00 tot 22:00 en een afsluitende praktijkdag',
        startTime: '19:00',
        endTime: '22:00',
      },
    ],
  },
  {
    slug: 'belichting-voor-film',
    name: 'Belichting voor film en video',
    description: paragraphs(
      'Licht is wat een mooi shot onderscheidt van een gewoon shot. In deze cursus leer je in zes avonden hoe je licht inzet om een gezicht te modelleren, een ruimte sfeer te geven en een scène een eigen toon mee te geven.',
      'Je werkt met de lampen, reflectoren en grip uit onze verhuur: van grote daglichtlampen tot kleine ledpanelen die je in een rugzak meeneemt. We beginnen met de klassieke driepuntsbelichting en bouwen van daaruit op naar nachtscènes, tegenlicht en het werken met bestaand licht.',
      'Na deze cursus weet je precies welke lampen je voor een productie nodig hebt, en kun je met een klein pakket meer dan je nu denkt.',
    ),
    seoDescription:
      'Leer belichten voor film en video: driepuntsbelichting, sfeer, nachtscènes en werken met daglicht. Zes avonden met professionele lampen.',
    priceCents: 62500,
    hasBanner: true,
    categories: ['licht'],
    sections: ['cursussen'],
    quotes: [
      {
        quote: 'Met twee lampen en een reflector krijg ik nu een interview dat er duur uitziet.',
        author: 'Stefan K.',
        authorAge: 42,
      },
    ],
    faqs: [
      {
        question: 'Kan ik de lampen uit de cursus daarna huren?',
        answer:
          'Ja. Alles wat we in de cursus gebruiken staat in onze verhuur. Cursisten krijgen tot drie maanden na de laatste les 10% korting op lichtsets.',
      },
    ],
    page: {
      title: 'Belichting voor film en video',
      blocks: [
        {
          name: 'intro',
          content:
            '<h2>Schilderen met licht</h2><p>Goede belichting zie je niet, je voelt haar. In deze cursus leer je kijken naar licht zoals een cameraman dat doet, en het zelf te sturen.</p>',
        },
        {
          name: 'materiaal',
          content:
            '<h2>Waarmee je werkt</h2><ul><li>Ledpanelen en daglichtlampen</li><li>Softboxen, reflectoren en vlaggen</li><li>Statieven en grip uit onze eigen verhuur</li></ul>',
        },
      ],
    },
    programme: [
      {
        name: 'Licht lezen',
        description: 'Hardheid, richting, kleur en contrast herkennen in films en in de ruimte om je heen.',
      },
      {
        name: 'Driepuntsbelichting',
        description: 'Key, fill en tegenlicht, en waarom je er vaak maar twee van nodig hebt.',
      },
      {
        name: 'Interviews',
        description: 'Een gezicht mooi belichten op een krappe locatie.',
      },
      {
        name: 'Sfeer en nacht',
        description: 'Een nachtscène, kaarslicht en gekleurd licht dat spanning opbouwt.',
      },
      {
        name: 'Daglicht',
        description: 'Werken met het licht dat er al is: versterken, afzwakken en bijsturen.',
      },
    ],
    runs: [
      {
        startOffsetDays: 19,
        numberOfLessons: 6,
        intervalDays: 7,
        daysOfWeekRemark: 'Eén avond per week, van 19:00 tot 22:00',
        startTime: '19:00',
        endTime: '22:00',
        holidaysRemark: 'Geen les in de kerstvakantie',
      },
      {
        startOffsetDays: 88,
        numberOfLessons: 6,
        intervalDays: 7,
        daysOfWeekRemark: 'Eén avond per week, van 19:00 tot 22:00',
        startTime: '19:00',
        endTime: '22:00',
      },
      {
        startOffsetDays: 175,
        numberOfLessons: 6,
        intervalDays: 7,
        daysOfWeekRemark: 'Eén avond per week, van 19:00 tot 22:00',
        startTime: '19:00',
        endTime: '22:00',
      },
    ],
  },
  {
    slug: 'dronefilmen',
    name: 'Dronefilmen',
    description: paragraphs(
      'Je kunt een drone besturen, maar je beelden voelen nog als vakantiefilmpjes. In Dronefilmen leer je in vier lessen vliegen als een cameraman: vloeiende, doelbewuste bewegingen die een verhaal vertellen en naadloos aansluiten op je beelden vanaf de grond.',
      'De cursus bestaat uit twee avonden op de studio, over planning, regelgeving en camera-instellingen, en twee praktijkdagen op een oefenterrein buiten de stad. Daar oefen je onder begeleiding complexe bewegingen zoals reveals, orbits en het volgen van een bewegend onderwerp.',
      'Je hebt al basiservaring met vliegen nodig. Nog nooit gevlogen? Begin dan met de Workshop drone vliegen.',
    ),
    seoDescription:
      'Van vakantiefilmpje naar filmisch luchtbeeld: plannen, regelgeving, camera-instellingen en cinematografische dronebewegingen.',
    priceCents: 44500,
    hasBanner: false,
    categories: ['drone', 'camera'],
    sections: ['cursussen'],
    quotes: [],
    faqs: [
      {
        question: 'Moet ik een eigen drone hebben?',
        answer:
          'Nee, je mag vliegen met onze drones. Heb je zelf een drone met camera, neem hem dan mee: dan leer je direct werken met je eigen toestel.',
      },
    ],
    programme: [
      {
        name: 'Plannen en regels',
        description: 'Vliegzones, toestemming, risico’s inschatten en een vlucht voorbereiden.',
      },
      {
        name: 'Camera-instellingen',
        description: 'Belichting, ND-filters, framerates en kleurprofielen voor luchtbeelden.',
      },
      {
        name: 'Filmische bewegingen',
        description: 'Reveals, orbits, tracking en langzame bewegingen met een duidelijk doel.',
      },
      {
        name: 'Praktijk',
        description: 'Twee dagen oefenen op een oefenterrein, met feedback op je beelden.',
      },
    ],
    runs: [
      {
        startOffsetDays: 47,
        numberOfLessons: 4,
        intervalDays: 7,
        daysOfWeekRemark: 'Twee avonden van 19:00 tot 22:00 en twee praktijkdagen van 10:00 tot 16:00',
        // The evenings' hours; the practice days (10:00-16:00) are in the remark above.
        startTime: '19:00',
        endTime: '22:00',
        remarks: 'Praktijkdagen alleen bij geschikt vliegweer.',
      },
      {
        startOffsetDays: 140,
        numberOfLessons: 4,
        intervalDays: 7,
        daysOfWeekRemark: 'Twee avonden van 19:00 tot 22:00 en twee praktijkdagen van 10:00 tot 16:00',
        // The evenings' hours; the practice days (10:00-16:00) are in the remark above.
        startTime: '19:00',
        endTime: '22:00',
        remarks: 'Praktijkdagen alleen bij geschikt vliegweer.',
      },
    ],
  },
];
