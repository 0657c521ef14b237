import type { SectionSeed } from '../types.ts';

// The four education sections, in menu order. Quotes and FAQs show on the section's course list.
export const sections: SectionSeed[] = [
  {
    slug: 'opleidingen',
    name: 'Opleidingen',
    position: 1,
    quotes: [
      {
        quote:
          'Na een jaar bij Studio Lumen draaide ik mijn eerste betaalde opdracht. Je leert niet alleen de techniek, maar ook hoe je een set draaiende houdt.',
        author: 'Noor B.',
        authorAge: 24,
      },
      {
        quote:
          'Wat ik het meest waardeer: docenten die zelf nog elke week op een set staan. Je krijgt eerlijke feedback, ook als dat soms even slikken is.',
        author: 'Jeroen K.',
        authorAge: 31,
      },
      {
        quote:
          'Ik kwam binnen met een camera die ik amper kende en ging weg met een eindfilm die op een festival is vertoond.',
        author: 'Fatima E.',
        authorAge: 27,
      },
    ],
    faqs: [
      {
        question: 'Heb ik een vooropleiding nodig?',
        answer:
          'Nee. We vragen geen diploma of ervaring, wel motivatie. Voor de opleidingen plannen we vooraf een kort kennismakingsgesprek, zodat je zeker weet dat de opleiding bij je past.',
      },
      {
        question: 'Hoeveel tijd kost een opleiding naast de lesdagen?',
        answer:
          'Reken op zes tot acht uur per week voor opdrachten, draaien en monteren. In de periode rond je eindfilm is dat meer; dat plannen we ruim van tevoren met je in.',
      },
      {
        question: 'Krijg ik een diploma?',
        answer:
          'Je ontvangt een certificaat van Studio Lumen als je minstens 80% van de lesdagen aanwezig bent geweest en je eindfilm hebt ingeleverd. Het is geen door de overheid erkend mbo- of hbo-diploma; je portfolio en netwerk zijn in deze branche minstens zo belangrijk.',
      },
      {
        question: 'Mag ik apparatuur gebruiken voor mijn eigen projecten?',
        answer:
          'Tijdens de lessen en voor opdrachten gebruik je onze apparatuur zonder extra kosten. Voor eigen projecten huur je tijdens je opleiding met 20% studentenkorting bij onze verhuur.',
      },
    ],
    page: {
      title: 'Opleidingen',
      blocks: [
        {
          name: 'intro',
          content:
            '<h2>Een jaar lang film maken</h2><p>Onze opleidingen zijn voor wie serieus verder wil: als maker, als vakspecialist achter de camera of in de montagekamer, of als voorbereiding op een vervolgopleiding. Je leert het vak van docenten die er zelf hun brood mee verdienen en je werkt met dezelfde apparatuur die professionals bij ons huren.</p>',
        },
        {
          name: 'aanpak',
          content:
            '<h2>Hoe we werken</h2><ul><li>Kleine groepen van maximaal twaalf deelnemers</li><li>Eén vaste lesdag per week, zodat je ernaast kunt werken</li><li>Elke opleiding eindigt met een eigen film en een openbare vertoning</li><li>Professionele camera-, licht- en geluidsapparatuur uit onze eigen verhuur</li></ul><p>Twijfel je welke opleiding bij je past? Kom naar een infodag of bel het educatieteam.</p>',
        },
      ],
    },
  },
  {
    slug: 'cursussen',
    name: 'Cursussen',
    position: 2,
    quotes: [
      {
        quote: 'Acht avonden, en ik snap eindelijk wat ik in mijn montageprogramma aan het doen ben.',
        author: 'Sanne V.',
        authorAge: 38,
      },
      {
        quote:
          'Kleine groep, alle ruimte voor vragen en een docent die echt naar je werk kijkt. Precies wat ik nodig had naast mijn baan.',
        author: 'Mehmet A.',
        authorAge: 45,
      },
    ],
    faqs: [
      {
        question: 'Zijn de cursussen te volgen naast een baan?',
        answer:
          'Ja. De meeste cursussen zijn op een vaste doordeweekse avond van 19:00 tot 22:00. De intensieve cursussen volgen elkaar dag na dag op; daarvoor neem je een paar dagen vrij.',
      },
      {
        question: 'Moet ik mijn eigen apparatuur of laptop meenemen?',
        answer:
          'Nee. Camera, licht en geluid krijg je van ons, en voor montage werk je op onze editplekken. Je eigen laptop of camera meenemen mag natuurlijk, dan leer je direct werken met je eigen spullen.',
      },
      {
        question: 'Wat als ik een les mis?',
        answer:
          'Je krijgt na elke les de lesstof per mail. Is er een parallelle groep met plek, dan kun je die les daar inhalen.',
      },
      {
        question: 'Krijg ik een bewijs van deelname?',
        answer:
          'Ja, bij minstens 80% aanwezigheid ontvang je na de laatste les een certificaat van deelname.',
      },
    ],
    page: {
      title: 'Cursussen',
      blocks: [
        {
          name: 'intro',
          content:
            '<h2>Leer een vak in een paar avonden</h2><p>Onze cursussen zijn kort en praktisch. Je kiest één onderdeel van het filmvak, zoals camera, montage, licht of geluid, en gaat daar in een kleine groep mee aan de slag. Geen droge theorie: elke avond pak je zelf de camera of de muis.</p>',
        },
        {
          name: 'praktisch',
          content:
            '<h2>Goed om te weten</h2><ul><li>Maximaal twaalf deelnemers per groep</li><li>Apparatuur en editplekken zijn inbegrepen</li><li>Betalen kan in één keer of in termijnen</li><li>Onze cursussen zijn vrijgesteld van btw: de prijs is wat je betaalt</li></ul>',
        },
      ],
    },
  },
  {
    slug: 'workshops',
    name: 'Workshops',
    position: 3,
    quotes: [
      {
        quote:
          'In één dag van ‘durf ik niet’ naar zelf een drone boven de weilanden laten hangen. Rustige, heldere begeleiding.',
        author: 'Pieter D.',
        authorAge: 52,
      },
      {
        quote:
          'Ik gaf de workshop cadeau aan mijn vriend en deed zelf ook mee. Supergezellig en we hebben echt iets geleerd.',
        author: 'Lotte S.',
        authorAge: 29,
      },
    ],
    faqs: [
      {
        question: 'Hoe lang duurt een workshop?',
        answer:
          'De meeste workshops duren één dag, van 10:00 tot 16:00, met een lunch die wij verzorgen. Een paar workshops zijn op een avond of beslaan twee dagen; dat staat bij de startdatum.',
      },
      {
        question: 'Is de apparatuur bij de prijs inbegrepen?',
        answer:
          'Ja. Alles wat je tijdens de workshop gebruikt, van camera tot drone, krijg je van ons in bruikleen.',
      },
      {
        question: 'Kan ik een workshop cadeau geven?',
        answer:
          'Zeker. Mail het educatieteam via educatie@studiolumen.nl, dan sturen we je een cadeaubon die een jaar geldig is voor elke workshop.',
      },
      {
        question: 'Gaat een workshop altijd door?',
        answer:
          'Bij minder dan vier aanmeldingen verplaatsen we de workshop. Je hoort dat uiterlijk een week van tevoren en kiest dan een nieuwe datum of krijgt je geld terug.',
      },
    ],
    page: {
      title: 'Workshops',
      blocks: [
        {
          name: 'intro',
          content:
            '<h2>Eén dag, één vaardigheid</h2><p>In een workshop duik je een dag lang in één onderwerp: vliegen met een drone, filmen met een gimbal, een interview belichten of een podcast opnemen. Ideaal om iets nieuws te proberen of een gat in je kennis te dichten.</p>',
        },
        {
          name: 'praktisch',
          content:
            '<h2>Wat je kunt verwachten</h2><ul><li>Groepen van maximaal acht deelnemers</li><li>Alle apparatuur in bruikleen</li><li>Lunch inbegrepen bij dagworkshops</li><li>Ook te boeken als teamuitje of cadeau</li></ul>',
        },
      ],
    },
  },
  {
    slug: 'tussenjaar',
    name: 'Tussenjaar',
    menuName: 'Tussenjaar',
    position: 4,
    quotes: [
      {
        quote:
          'Na de middelbare school wist ik echt niet wat ik wilde. Nu wel: ik ga naar de filmacademie, en mijn portfolio lag er al.',
        author: 'Daan M.',
        authorAge: 19,
      },
      {
        quote:
          'Drie dagen per week met film bezig en de rest van de week werken. Die balans was precies goed voor mij.',
        author: 'Isa R.',
        authorAge: 18,
      },
      {
        quote:
          'Mijn verhuurtegoed heb ik helemaal opgemaakt aan mijn eigen korte film. En ik huur nog steeds met korting.',
        author: 'Yara T.',
        authorAge: 20,
      },
    ],
    faqs: [
      {
        question: 'Voor wie is het tussenjaar bedoeld?',
        answer:
          'Voor jongeren van ongeveer 17 tot 23 jaar die na de havo, het vwo of het mbo willen ontdekken of film iets voor hen is, of die een sterk portfolio willen opbouwen voor een vervolgopleiding.',
      },
      {
        question: 'Wat is het verschil tussen Oriëntatie en Creatief?',
        answer:
          'Oriëntatie is twee dagen per week en kost € 3.495, inclusief een verhuurtegoedbon van € 600. Creatief is drie dagen per week, met meer ruimte voor eigen projecten, en kost € 4.750 inclusief een tegoedbon van € 750.',
      },
      {
        question: 'Hoe werkt de korting op verhuur?',
        answer:
          'Bij allebei de varianten huur je vanaf je eerste lesdag twee jaar lang apparatuur met 25% korting. De tegoedbon komt daar nog bij en kun je gedurende die twee jaar besteden aan je eigen projecten.',
      },
      {
        question: 'Kan ik naast het tussenjaar werken?',
        answer:
          'Ja, daar is het rooster op ingericht. Veel deelnemers werken twee of drie dagen per week, bijvoorbeeld in de horeca of op een set.',
      },
    ],
    page: {
      title: 'Tussenjaar',
      blocks: [
        {
          name: 'intro',
          content:
            '<h2>Een jaar om te ontdekken wat je wilt</h2><p>Het tussenjaar van Studio Lumen is een jaar lang film maken met een vaste groep leeftijdsgenoten. Je probeert alle rollen uit, van regie en camera tot montage en geluid, en je eindigt met werk waar je trots op bent.</p>',
        },
        {
          name: 'varianten',
          content:
            '<h2>Twee varianten</h2><ul><li>Oriëntatie: twee dagen per week, € 3.495, met een verhuurtegoedbon van € 600</li><li>Creatief: drie dagen per week, € 4.750, met een verhuurtegoedbon van € 750</li></ul><p>Bij allebei huur je twee jaar lang apparatuur met 25% korting.</p>',
        },
      ],
    },
  },
];
