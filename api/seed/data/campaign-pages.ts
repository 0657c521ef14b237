import type { ContentPageSeed } from '../types.ts';

// Campaign pages (`/cmp/{path}` on the site, path `cmp/{path}` here) and the duplication page's
// editable intro. Added after the first seed, so they are also inserted into an existing database
// where their path is missing (seed/content-extras.ts).
export const campaignPages: ContentPageSeed[] = [
  {
    path: 'cmp/zomeractie-verhuur',
    title: 'Zomeractie verhuur',
    template: 'CAMPAIGN',
    blocks: [
      {
        name: 'hero',
        content:
          '<h2>Deze zomer: een week huren, vijf dagen betalen</h2><p>Draai je een korte film, een festivalregistratie of een reeks interviews op locatie? Huur je camera-, licht- en geluidsset van juni tot en met augustus voor een hele week en betaal maar vijf huurdagen. De set is zeven dagen van jou, inclusief het weekend.</p>',
      },
      {
        name: 'aanbod',
        content:
          '<h3>Populair in de zomer</h3><ul><li><a href="/verhuur/camera/cinema/">Cinema camera’s</a> voor korte films en clips</li><li><a href="/verhuur/drones/">Drones</a> voor luchtbeelden op het strand of in de polder</li><li><a href="/verhuur/geluid/draadloos/">Draadloze microfoonsystemen</a> voor interviews en evenementen</li><li><a href="/verhuur/stroom/powerstations/">Powerstations</a> voor een dag zonder stopcontact</li></ul><p>Niet zeker wat je nodig hebt? Bel ons op <strong>020 - 760 42 10</strong>; we stellen graag een set samen die past bij je productie en je budget.</p>',
      },
      {
        name: 'zo-werkt-het',
        content:
          '<h3>Zo werkt het</h3><ol><li>Kies je apparatuur en een huurperiode van zeven dagen</li><li>In de offerte rekenen we automatisch vijf huurdagen</li><li>Haal je set op in de Czaar Peterstraat of laat hem bezorgen</li></ol>',
      },
      {
        name: 'voorwaarden',
        content:
          '<p><strong>Voorwaarden:</strong> geldig voor huurperiodes van zeven aaneengesloten dagen die beginnen tussen 1 juni en 31 augustus. Niet geldig op crew, transport en verbruiksartikelen, en niet te combineren met andere acties. Verder gelden onze <a href="/algemene-voorwaarden">algemene voorwaarden</a>.</p>',
      },
    ],
  },
  {
    path: 'cmp/open-avond-opleidingen',
    title: 'Open avond opleidingen',
    template: 'PAGEALTERNATEBLOCKS',
    blocks: [
      {
        name: 'intro',
        content:
          '<h2>Open avond: maak kennis met onze opleidingen</h2><p>Twijfel je tussen een jaaropleiding, een avondcursus of een tussenjaar? Kom naar de open avond in onze studio. Je ziet waar de lessen plaatsvinden, praat met docenten die zelf nog op de set staan en hoort van studenten hoe hun eerste jaar verliep.</p>',
      },
      {
        name: 'programma',
        content:
          '<h3>Het programma</h3><ul><li><strong>19:00</strong> Inloop met koffie en thee</li><li><strong>19:30</strong> Presentatie van de opleidingen en het tussenjaar</li><li><strong>20:15</strong> Rondleiding door de studio en de montagekamers</li><li><strong>21:00</strong> Vragen stellen aan docenten en studenten</li></ul>',
      },
      {
        name: 'opleidingen',
        content:
          '<h3>Wat je kunt leren</h3><p>Van camera en licht tot montage, geluid en scenario: onze opleidingen zijn praktisch en in kleine groepen. Bekijk alvast het <a href="/educatie/opleidingen/">aanbod aan opleidingen</a> of lees over het <a href="/educatie/tussenjaar/">tussenjaar</a>.</p>',
      },
      {
        name: 'aanmelden',
        content:
          '<h3>Aanmelden</h3><p>De open avond is gratis en je mag iemand meenemen. Meld je aan via de <a href="/infodag">pagina met alle data</a>, dan weten we op hoeveel mensen we kunnen rekenen. Vragen? Mail <a href="mailto:educatie@studiolumen.nl">educatie@studiolumen.nl</a> of bel <a href="tel:+31207604212">020 - 760 42 12</a>.</p>',
      },
    ],
  },
  {
    path: 'cmp/nieuwe-studio',
    title: 'Onze nieuwe studio',
    template: 'MOVING',
    blocks: [
      {
        name: 'aankondiging',
        content:
          '<h2>We krijgen er een studio bij</h2><p>Na jaren waarin de verhuur, de winkel en de school samen één verdieping deelden, nemen we de begane grond naast ons pand erbij. Daar komt een greenkey-studio van 120 m² met een vaste lichtgrid, een geluidsarme voice-overcabine en twee extra montagekamers.</p>',
      },
      {
        name: 'wat-verandert',
        content:
          '<h3>Wat verandert er voor jou?</h3><ul><li>De balie van de verhuur blijft waar hij is: Czaar Peterstraat 213</li><li>Cursussen met studio-opnames vinden vanaf het najaar in de nieuwe ruimte plaats</li><li>De studio is ook per dagdeel te huren voor je eigen opnames</li></ul>',
      },
      {
        name: 'tijdens-de-verbouwing',
        content:
          '<h3>Tijdens de verbouwing</h3><p>Tot de opening kan het op werkdagen tussen 09:00 en 12:00 wat rumoeriger zijn. Ophalen en terugbrengen gaat gewoon door, net als de lessen. Wil je de studio reserveren of heb je een vraag? Gebruik het <a href="/contact">contactformulier</a> of kom langs; de koffie staat klaar.</p>',
      },
    ],
  },
  {
    path: 'duplicatie',
    title: 'Duplicatie en digitalisering',
    template: 'DEFAULT',
    blocks: [
      {
        name: 'intro',
        content:
          '<h2>Oude banden, film en platen naar een bestand</h2><p>Liggen er nog videobanden van de bruiloft, Super 8-films van je opa of cassettes met oude radio-opnames op zolder? Wij zetten ze over naar een digitaal bestand dat je op je computer, telefoon of televisie bekijkt en eenvoudig deelt met familie. Zo raakt niets verloren, ook niet als de banden verder verouderen.</p>',
      },
      {
        name: 'werkwijze',
        content:
          '<h3>Zo werkt het</h3><ol><li>Breng je materiaal langs aan de Czaar Peterstraat 213 of stuur het goed verpakt op</li><li>We controleren alles en bellen je als een band beschadigd is, voordat we beginnen</li><li>Je krijgt de bestanden (MP4 of MP3) via een downloadlink of op een usb-stick, en je originelen terug</li></ol>',
      },
      {
        name: 'vragen',
        content:
          '<p>De prijzen hieronder zijn inclusief BTW. Heb je veel materiaal, of een formaat dat er niet bij staat? Mail <a href="mailto:duplicatie@studiolumen.nl">duplicatie@studiolumen.nl</a> of kies het onderwerp duplicatie in het <a href="/contact">contactformulier</a>; we maken graag een offerte op maat.</p>',
      },
    ],
  },
];
