import type { AccessorySeed, SaleSeed } from './types.ts';

// Sale campaigns (`actie`) and what goes with the rental cameras. Articles are named as in the
// groups (name unique within a type); the seeder fails loudly on a name it does not know.

export const saleCampaigns: SaleSeed[] = [
  {
    slug: 'black-friday',
    name: 'Black Friday',
    type: 'SALE',
    description:
      'Een week lang scherpe prijzen op camera’s, audio en licht. Op is op, dus wacht niet te lang.',
    endsInDays: 7,
    articles: [
      'Sony FX3',
      'Sony a7 IV',
      'Canon EOS R6 Mark II',
      'Rode Wireless PRO',
      'DJI Mic 2',
      'Zoom F3',
      'Aputure Amaran 200x S',
      'DJI RS 4',
      'Samsung T7 Shield SSD 2 TB',
      'GoPro HERO13 Black',
    ],
  },
  {
    slug: 'audio-deals',
    name: 'Audio-deals',
    type: 'SALE',
    description: 'Goed geluid maakt je film. Microfoons, recorders en draadloze sets met korting.',
    endsInDays: 30,
    articles: [
      'Rode NTG5',
      'Sennheiser MKE 600',
      'Zoom F6',
      'Sennheiser EW-DP ME2 set',
      'Deity V-Mic D3 Pro',
      'DJI Mic 2',
    ],
  },
  {
    slug: 'zomer-occasions',
    name: 'Zomer-occasions',
    type: 'OCCASION',
    description:
      'We maken ruimte voor nieuwe verhuurapparatuur: gebruikte camera’s, lenzen en licht voor een zomerprijs, zolang de voorraad strekt.',
    endsInDays: null,
    articles: [
      'Sony FX6',
      'Sony a7S III',
      'Canon EOS C300 Mark II',
      'Sigma 18-35mm f/1.8 DC HSM Art',
      'Aputure LS 300d II',
      'Sennheiser MKH 416',
      'DJI RS 2',
      'Blackmagic Pocket Cinema Camera 6K',
    ],
  },
];

export const accessories: AccessorySeed[] = [
  {
    article: 'Sony FX6',
    accessories: [
      'Sony BP-U100',
      'Sony CFexpress Type A 160 GB',
      'Sony FE 24-70mm f/2.8 GM II',
      'Tilta Camera Cage voor Sony FX6',
      'SmallHD Indie 7',
    ],
  },
  { article: 'Sony FX9', accessories: ['Sony BP-U100', 'Sony XQD G 120 GB', 'Sony FE C 16-35mm T3.1 G'] },
  {
    article: 'Sony FX3',
    accessories: ['Sony NP-FZ100', 'Sony CFexpress Type A 80 GB', 'Sony FE 35mm f/1.4 GM'],
  },
  { article: 'Sony FX30', accessories: ['Sony NP-FZ100', 'SanDisk Extreme Pro SDXC 256 GB'] },
  {
    article: 'Sony a7S III',
    accessories: [
      'Sony NP-FZ100',
      'Sony CFexpress Type A 80 GB',
      'Sony FE 24-70mm f/2.8 GM II',
      'SmallRig Cage voor Sony a7S III',
    ],
  },
  {
    article: 'Canon EOS C70',
    accessories: ['Canon BP-A60', 'SanDisk Extreme Pro SDXC 256 GB', 'Canon RF 24-70mm f/2.8L IS USM'],
  },
  {
    article: 'Canon EOS C300 Mark III',
    accessories: ['Canon BP-A60', 'Angelbird AV Pro CFexpress Type B 1 TB', 'Canon CN-E 18-80mm T4.4'],
  },
  {
    article: 'Canon EOS R5',
    accessories: [
      'Canon LP-E6NH',
      'SanDisk Extreme Pro CFexpress Type B 512 GB',
      'Canon RF 24-70mm f/2.8L IS USM',
    ],
  },
  {
    article: 'ARRI Alexa Mini LF',
    accessories: [
      'Core SWX Hypercore NEO 150',
      'Codex Compact Drive 1 TB',
      'ARRI Signature Prime 47mm T1.8',
      'Teradek Bolt 6 LT 750',
      'SmallHD Cine 7',
    ],
  },
  {
    article: 'ARRI Alexa 35',
    accessories: ['Core SWX Helix Max 150', 'Codex Compact Drive 1 TB', 'ARRI Hi-5'],
  },
  {
    article: 'Blackmagic Pocket Cinema Camera 6K Pro',
    accessories: ['Sony NP-F970', 'Samsung T7 Shield SSD 2 TB', 'Sigma 18-35mm f/1.8 DC HSM Art'],
  },
  {
    article: 'Blackmagic URSA Mini Pro 12K',
    accessories: ['Core SWX Hypercore NEO 9 Mini', 'Angelbird AV Pro CFexpress Type B 1 TB'],
  },
  {
    article: 'RED Komodo 6K',
    accessories: ['Core SWX Hypercore NEO 9 Mini', 'RED PRO CFast 512 GB', 'DZOFilm Vespid set 35/50/75/100'],
  },
  { article: 'DJI Inspire 3', accessories: ['Samsung T7 Shield SSD 2 TB'] },
];
