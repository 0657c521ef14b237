import { CLOSE_TIME, EARLY_CLOSE_TIME, OPEN_TIME } from '../../../domain/opening-hours.ts';
import type { ContentPageSeed } from '../types.ts';

// Content pages served by /api/main/pages/{path}/. Rental (/verhuur/) is not a page: the shop
// routes handle it.
export const pages: ContentPageSeed[] = [
  {
    path: 'home',
    title: 'Studio Lumen Amsterdam',
    template: 'DEFAULT',
    blocks: [
      {
        name: 'intro',
        content:
          '<h2>Alles voor film, onder één dak</h2><p>Bij Studio Lumen huur en koop je camera-, licht- en geluidsapparatuur, en leer je er ook mee werken. Van een cameraset voor één draaidag tot een jaaropleiding film: in onze studio aan de Czaar Peterstraat helpen we makers verder, of ze nu net beginnen of al jaren in het vak zitten.</p><p><a href="/verhuur/">Bekijk het verhuuraanbod</a> of <a href="/educatie/opleidingen/">ontdek onze opleidingen</a>.</p>',
      },
      {
        name: 'over-ons',
        content:
          '<h2>Van makers, voor makers</h2><p>Studio Lumen is opgericht door een cameravrouw en een editor die het zat waren om voor elke opdracht met drie verhuurbedrijven te bellen. Inmiddels werken we met een team van vijftien mensen, en staan al onze docenten zelf nog regelmatig op de set.</p><p><a href="/over-ons">Lees meer over ons</a></p>',
      },
    ],
  },
  {
    path: 'over-ons',
    title: 'Over ons',
    template: 'DEFAULT',
    blocks: [
      {
        name: 'verhaal',
        content:
          '<h2>Ons verhaal</h2><p>Studio Lumen begon in een kelder met zes camera’s en een handvol lampen. Onze oprichters, een cameravrouw en een editor, wilden een plek waar makers niet alleen apparatuur konden ophalen, maar ook advies kregen van mensen die weten hoe het op een set gaat. Die plek werd een verhuur, een winkel en een school tegelijk.</p>',
      },
      {
        name: 'wat-we-doen',
        content:
          '<h2>Wat we doen</h2><ul><li><strong>Verhuur</strong>: camera’s, lenzen, licht, geluid en grip, per dag of per week</li><li><strong>Verkoop</strong>: nieuwe apparatuur en zorgvuldig gecontroleerde occasions</li><li><strong>Educatie</strong>: opleidingen, cursussen, workshops en een tussenjaar</li><li><strong>Diensten</strong>: crew, duplicatie en digitalisering, en werkplekken voor makers</li></ul>',
      },
      {
        name: 'bezoek',
        content: `<h2>Kom langs</h2><p>Je vindt ons aan de Czaar Peterstraat 213 in Amsterdam-Oost. We zijn open van maandag tot en met vrijdag van ${OPEN_TIME} tot ${CLOSE_TIME}; op 24 en 31 december tot ${EARLY_CLOSE_TIME}. In het weekend zijn we gesloten.</p><p>Vragen over apparatuur? Mail <strong>info@studiolumen.nl</strong>. Over onze opleidingen en cursussen bel je het educatieteam op <strong>020 - 760 42 12</strong>. Of gebruik het <a href="/contact">contactformulier</a>.</p>`,
      },
    ],
  },
  {
    path: 'algemene-voorwaarden',
    title: 'Algemene voorwaarden',
    template: 'DEFAULT',
    blocks: [
      {
        name: 'verhuur',
        content:
          '<h2>Verhuur</h2><p>De huurperiode loopt van het afgesproken ophaalmoment tot het afgesproken retourmoment. Bij het ophalen vragen we een geldig identiteitsbewijs en, afhankelijk van de waarde van de huur, een borg. De huurder is verantwoordelijk voor de apparatuur vanaf het moment van ophalen tot en met het terugbrengen, en meldt schade of verlies direct.</p><ul><li>Te laat terugbrengen wordt per dag in rekening gebracht</li><li>Annuleren kan kosteloos tot 48 uur voor het ophaalmoment</li><li>Beschadigde of incomplete sets worden op kosten van de huurder hersteld of aangevuld</li></ul>',
      },
      {
        name: 'verkoop',
        content:
          '<h2>Verkoop en occasions</h2><p>Op nieuwe apparatuur geldt de fabrieksgarantie. Op occasions geven we drie maanden garantie, tenzij bij het artikel anders staat vermeld. Online gekochte artikelen kun je binnen veertien dagen na ontvangst ongebruikt en in de originele verpakking retourneren.</p>',
      },
      {
        name: 'educatie',
        content:
          '<h2>Educatie</h2><p>Je inschrijving voor een opleiding, cursus of workshop is definitief na onze bevestiging. Tot vier weken voor de start annuleer je tegen € 50 administratiekosten, daarna tot een week voor de start betaal je 50% van het cursusgeld, en in de laatste week 100%. Je mag altijd kosteloos een vervanger sturen. Bij te weinig aanmeldingen kunnen wij een groep verplaatsen; je krijgt dan de keuze uit een nieuwe datum of volledige terugbetaling.</p>',
      },
    ],
  },
  {
    path: 'privacy',
    title: 'Privacyverklaring',
    template: 'DEFAULT',
    blocks: [
      {
        name: 'gegevens',
        content:
          '<h2>Welke gegevens we bewaren</h2><p>Studio Lumen bewaart alleen de gegevens die we nodig hebben om je bestelling, huur of inschrijving af te handelen: je naam, adres, e-mailadres, telefoonnummer en, bij betaling in termijnen, je IBAN. Voor de verhuur controleren we je identiteitsbewijs, maar maken we daar geen kopie van.</p>',
      },
      {
        name: 'rechten',
        content:
          '<h2>Jouw rechten</h2><p>Je kunt altijd vragen welke gegevens we van je hebben, ze laten aanpassen of laten verwijderen, voor zover we ze niet wettelijk moeten bewaren, zoals facturen. Afmelden voor de nieuwsbrief kan met één klik onderaan elke mail. Vragen? Mail <strong>info@studiolumen.nl</strong>.</p>',
      },
    ],
  },
  {
    path: 'voorjaarsactie',
    title: 'Voorjaarsactie',
    template: 'CAMPAIGN',
    blocks: [
      {
        name: 'hero',
        content:
          '<h2>Het draaiseizoen begint: 20% korting op weekendverhuur</h2><p>Haal je set op vrijdag en breng hem maandag terug: je betaalt maar één dag huur, en deze voorjaarsmaanden krijg je daar nog eens 20% korting op.</p>',
      },
      {
        name: 'aanbod',
        content:
          '<h3>Zo werkt het</h3><ul><li>Geldig op alle <a href="/verhuur/">camera-, licht- en geluidssets</a></li><li>Ophalen op vrijdag vanaf 13:00, terugbrengen op maandag voor 10:00</li><li>Ook in combinatie met je studentenkorting</li></ul><p>Zoek je liever iets om te houden? Bekijk onze <a href="/occasions/">occasions</a>: gecontroleerd, schoongemaakt en met drie maanden garantie.</p>',
      },
      {
        name: 'voorwaarden',
        content:
          '<p><strong>Voorwaarden:</strong> de korting geldt voor nieuwe reserveringen tijdens de actieperiode en niet voor crew, transport en verbruiksartikelen. Lees ook onze <a href="/algemene-voorwaarden">algemene voorwaarden</a>.</p>',
      },
    ],
  },
  {
    path: 'werken-bij',
    title: 'Werken bij Studio Lumen',
    template: 'PAGEALTERNATEBLOCKS',
    blocks: [
      {
        name: 'intro',
        content:
          '<h2>Werk tussen de camera’s</h2><p>Bij Studio Lumen werk je met een klein team van mensen die allemaal iets met film hebben. ’s Ochtends gaat er een cameraset de deur uit voor een speelfilm, ’s avonds staat er een groep cursisten in de studio. Geen dag is hetzelfde.</p>',
      },
      {
        name: 'verhuur',
        content:
          '<h3>Medewerker verhuur (32–40 uur)</h3><p>Je zet sets klaar, test apparatuur, helpt klanten aan de balie en denkt mee over wat een productie nodig heeft. Technische kennis van camera’s en licht is een pre; zin om te leren is een must.</p>',
      },
      {
        name: 'docent',
        content:
          '<h3>Freelance docent montage</h3><p>Voor onze avondcursussen en de jaaropleiding zoeken we een editor met minstens vijf jaar ervaring die het leuk vindt om zijn of haar vak over te dragen. Je geeft één of twee avonden per week les.</p>',
      },
      {
        name: 'solliciteren',
        content:
          '<h3>Interesse?</h3><p>Stuur je cv en een korte motivatie naar <strong>info@studiolumen.nl</strong> onder vermelding van de functie. Heb je eerst een vraag? Gebruik het <a href="/contact">contactformulier</a>.</p>',
      },
    ],
  },
  {
    path: 'verhuizing',
    title: 'We zijn verhuisd',
    template: 'MOVING',
    blocks: [
      {
        name: 'nieuw-adres',
        content:
          '<h2>Ons nieuwe adres: Czaar Peterstraat 213</h2><p>De verhuur, de winkel en de studio zijn verhuisd van onze oude locatie aan de Cruquiusweg naar de <strong>Czaar Peterstraat 213, 1018 PL Amsterdam</strong>. Het is maar een paar straten verderop, maar we hebben nu twee keer zoveel ruimte: een grotere balie, een testruimte voor camera’s en twee lesstudio’s.</p>',
      },
      {
        name: 'bereikbaarheid',
        content: `<h3>Ophalen en terugbrengen</h3><ul><li>Openingstijden blijven hetzelfde: maandag tot en met vrijdag van ${OPEN_TIME} tot ${CLOSE_TIME}</li><li>Voor de deur kun je kort laden en lossen; parkeren in de buurt is betaald</li><li>Vanaf Amsterdam Centraal loop je er in ongeveer twintig minuten naartoe</li></ul><p>Reserveringen en lopende huur gaan gewoon door. Twijfel je waar je moet zijn? <a href="/contact">Neem contact op</a>.</p>`,
      },
    ],
  },
];
