import type { ArticleType } from '../../catalogue/tables.ts';

// Article descriptions are written from templates: an opening sentence naming the article (and its
// feature, when the seed gives one), a sentence about its use that fits its kind, and a closing
// sentence about renting, buying new or buying used. Which variant is taken depends on the
// article's place in the seed only, so every fresh database gets the same text.

export type Kind =
  | 'camera'
  | 'action'
  | 'lens'
  | 'light'
  | 'modifier'
  | 'mic'
  | 'recorder'
  | 'wireless'
  | 'tripod'
  | 'slider'
  | 'gimbal'
  | 'focus'
  | 'rig'
  | 'monitor'
  | 'link'
  | 'drone'
  | 'battery'
  | 'power'
  | 'media'
  | 'bag'
  | 'crew';

const NOUN: Record<Kind, string> = {
  camera: 'camera',
  action: 'compacte camera',
  lens: 'lens',
  light: 'lamp',
  modifier: 'lichtvormer',
  mic: 'microfoon',
  recorder: 'audiorecorder',
  wireless: 'draadloze set',
  tripod: 'statief',
  slider: 'slider',
  gimbal: 'stabilisator',
  focus: 'follow focus',
  rig: 'camera-accessoire',
  monitor: 'monitor',
  link: 'draadloze videoverbinding',
  drone: 'drone',
  battery: 'accu',
  power: 'stroomvoorziening',
  media: 'opslagmedium',
  bag: 'tas',
  crew: 'vakkracht',
};

const USE: Record<Kind, string[]> = {
  camera: [
    'Ideaal voor documentaires, bedrijfsfilms en commercials waar je snel moet kunnen schakelen.',
    'Hij werkt net zo goed op een gimbal als op de schouder of op een statief.',
    'Een vertrouwde keuze voor producties die een filmische look willen zonder grote crew.',
    'Veel gebruikt voor interviews, evenementen en branded content.',
  ],
  action: [
    'Klein genoeg voor een helm, een auto of een plek waar geen grote camera past.',
    'Waterdicht en stevig, dus geschikt voor sport, reizen en onderwaterwerk.',
    'Een handige tweede camera voor behind-the-scenes en vlogs.',
  ],
  lens: [
    'Scherp tot in de hoeken, met een zacht en natuurlijk verloop in de onscherpte.',
    'De scherpstelring draait soepel en precies, ook met een follow focus.',
    'Een veelzijdige brandpuntsafstand voor interviews, portretten en sfeerbeelden.',
    'Door de lichtsterkte kun je ook bij weinig licht blijven filmen.',
  ],
  light: [
    'De lamp is traploos dimbaar zonder kleurverschuiving en heeft een hoge CRI.',
    'Bedienbaar via een app of DMX, dus ook geschikt voor grotere sets.',
    'Stil genoeg voor geluidsopnames en licht genoeg om snel te verplaatsen.',
    'Een sterke lamp als hoofdlicht, tegenlicht of om een achtergrond in te kleuren.',
  ],
  modifier: [
    'Maakt het licht van een harde lamp zacht en gelijkmatig, ideaal voor interviews.',
    'Snel op te zetten en plat op te vouwen voor transport.',
    'Geeft een mooi rond licht dat je ook in kleine ruimtes kunt gebruiken.',
  ],
  mic: [
    'Vangt stemmen helder op en houdt omgevingsgeluid zoveel mogelijk buiten.',
    'Geschikt voor interviews, reportages en speelfilm op locatie.',
    'Een vertrouwde microfoon die op vrijwel elke set te vinden is.',
  ],
  recorder: [
    'Met 32-bit float-opnames raak je nooit meer een opname kwijt door oversturing.',
    'Compact genoeg voor een geluidstas en uitgebreid genoeg voor meerdere microfoons.',
    'Synchroniseert via timecode met de camera, zodat de montage sneller gaat.',
  ],
  wireless: [
    'Geeft je spreker vrijheid van bewegen zonder kabels door het beeld.',
    'Een stabiele verbinding, ook op drukke locaties met veel draadloze apparatuur.',
    'Snel te koppelen en eenvoudig op een camera of recorder aan te sluiten.',
  ],
  tripod: [
    'Het statief staat stevig en de kop geeft vloeiende pans en tilts.',
    'Licht genoeg om mee te nemen op locatie, stevig genoeg voor een volle camera-set.',
    'Met de middenspreider zet je het snel en waterpas neer.',
  ],
  slider: [
    'Voegt beweging toe aan productshots, interviews en sfeerbeelden.',
    'Loopt soepel en stil, ook met een zwaardere camera.',
    'Zet je op een statief of op de grond voor lage bewegingen.',
  ],
  gimbal: [
    'Maakt vloeiende, zwevende shots zonder dolly of rails.',
    'Snel te balanceren en met een app in te stellen.',
    'Draagt ook een volledig opgebouwde cameraset met lens en monitor.',
  ],
  focus: [
    'Maakt nauwkeurig scherpstellen op afstand mogelijk voor je focus puller.',
    'Werkt met vrijwel elke cine- of fotolens dankzij de meegeleverde gear-ringen.',
    'Onmisbaar bij shots met weinig scherptediepte.',
  ],
  rig: [
    'Geeft je camera extra bevestigingspunten voor monitor, microfoon en accu.',
    'Stevig, licht en zonder gereedschap om te bouwen.',
    'Maakt van een compacte camera een complete filmset.',
  ],
  monitor: [
    'Helder genoeg om buiten in de zon scherp te stellen en te belichten.',
    'Met LUT’s, focus peaking en een golfvormmonitor houd je grip op het beeld.',
    'Geeft regisseur en klant een groot, betrouwbaar beeld op de set.',
  ],
  link: [
    'Stuurt het camerabeeld zonder merkbare vertraging naar de regie of de klant.',
    'Eenvoudig te koppelen en met een bereik dat past bij de meeste sets.',
    'Zo kan de focus puller of regisseur vrij bewegen zonder kabels.',
  ],
  drone: [
    'Voor luchtopnames mag je vliegen met het juiste certificaat; wij helpen graag met de regels.',
    'Stabiel in de wind en met een lange vliegtijd per accu.',
    'Levert scherpe luchtbeelden die goed te combineren zijn met je grondcamera’s.',
  ],
  battery: [
    'Voedt je camera, monitor en draadloze zender een hele draaidag.',
    'Geschikt voor vliegreizen dankzij de capaciteit onder de grens van de luchtvaart.',
    'Met een display dat de resterende capaciteit laat zien.',
  ],
  power: [
    'Zo draai je op locatie zonder stopcontact in de buurt.',
    'Stil genoeg om naast een set te staan en krachtig genoeg voor lampen en laders.',
  ],
  media: [
    'Snel genoeg voor de hoogste bitrates en RAW-opnames.',
    'Betrouwbaar en getest met de camera’s uit onze verhuur.',
    'Handig als reserve, zodat je nooit zonder opslag komt te staan.',
  ],
  bag: [
    'Beschermt je apparatuur onderweg en in het vliegtuig.',
    'Met verstelbare vakken die je indeelt naar je eigen set.',
  ],
  crew: [
    'Werkt met onze eigen apparatuur of met die van jouw productie.',
    'Inclusief overleg vooraf, zodat op de draaidag alles klopt.',
    'Een dag is acht uur op de set; overuren rekenen we per uur af.',
  ],
};

const CLOSING: Record<ArticleType, string[]> = {
  RENTAL: [
    'Ophalen in onze winkel aan de Czaar Peterstraat in Amsterdam of laten bezorgen.',
    'De dagprijs is exclusief btw; de borg krijg je terug bij het inleveren.',
    'Huur je langer dan drie dagen, dan vraag je een weekprijs bij onze verhuur.',
    'Alles wordt voor verhuur getest en schoon meegegeven.',
  ],
  SALE: [
    'Nieuw, met volledige fabrieksgarantie en advies van onze winkel.',
    'Op voorraad in onze winkel of snel leverbaar via onze leverancier.',
    'Liever eerst proberen? Huur hem een dag en we verrekenen de huur bij aankoop.',
  ],
  OCCASION: [
    'Gecontroleerd en schoongemaakt door onze technische dienst, met drie maanden garantie.',
    'Afkomstig uit onze eigen verhuur en altijd goed onderhouden.',
    'Een occasion is uniek: op is op.',
  ],
};

/**
 * Two or three sentences of Dutch for an article. A feature ending in a full stop is used as the
 * opening sentence as it is; otherwise it completes "De {name} is een {noun} met …".
 */
export function describe(
  name: string,
  feature: string | undefined,
  kind: Kind,
  type: ArticleType,
  index: number,
): string {
  const noun = NOUN[kind];
  let opening: string;
  if (feature?.endsWith('.')) opening = feature;
  else if (feature) opening = `De ${name} is een ${noun} met ${feature}.`;
  else opening = `De ${name} is een vaste waarde in onze collectie.`;
  if (type === 'OCCASION') {
    const state = ['uitstekende', 'zeer goede', 'goede'][index % 3];
    opening = `${opening} Gebruikt en in ${state} staat.`;
  }
  const uses = USE[kind];
  const closings = CLOSING[type];
  const use = uses[index % uses.length] ?? '';
  const closing = closings[Math.floor(index / uses.length) % closings.length] ?? '';
  // Every third article gets two sentences only, so the texts do not all read alike.
  return index % 3 === 2 ? `${opening} ${closing}` : `${opening} ${use} ${closing}`;
}
