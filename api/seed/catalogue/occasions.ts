import type { ArticleGroup } from './types.ts';

// Used gear from the shop's own rental, for sale. Prices in euros excluding BTW, as stored.

export const occasionArticles: ArticleGroup[] = [
  {
    type: 'OCCASION',
    path: 'camera/cinema',
    kind: 'camera',
    items: [
      ['Sony', 'FX6', 3999, 'een full-frame 4K-sensor en ingebouwde ND-filters; 640 draaiuren'],
      ['Sony', 'FX9', 5499, 'een 6K full-frame sensor; 1.100 draaiuren'],
      ['Sony', 'PXW-FS7 II', 2799, 'een Super 35-sensor en een variabel ND-filter'],
      ['Canon', 'EOS C300 Mark II', 2499, 'een Super 35-sensor en Canon Log 2; 2.300 draaiuren'],
      ['Canon', 'EOS C200', 2299, 'Cinema RAW Light en dual pixel autofocus'],
      ['Blackmagic', 'URSA Mini Pro 4.6K G2', 2199, 'ingebouwde ND-filters en Blackmagic RAW'],
      ['Blackmagic', 'Pocket Cinema Camera 6K', 899, 'een Super 35-sensor en een EF-vatting'],
      ['RED', 'Komodo 6K', 3999, 'een global shutter en 6K REDCODE RAW'],
    ],
  },
  {
    type: 'OCCASION',
    path: 'camera/systeem',
    kind: 'camera',
    items: [
      ['Sony', 'a7S III', 2499, 'een 12 MP full-frame sensor; 18.000 opnames'],
      ['Sony', 'a7 III', 1099, 'een 24 MP full-frame sensor'],
      ['Canon', 'EOS R5', 2199, 'een 45 MP sensor en 8K RAW'],
      ['Panasonic', 'Lumix GH5S', 899, 'een lichtgevoelige Micro Four Thirds-sensor'],
      ['Panasonic', 'Lumix S1H', 1699, 'een 6K full-frame sensor en V-Log'],
      ['Fujifilm', 'X-T4', 799, 'een APS-C-sensor en beeldstabilisatie in de body'],
    ],
  },
  {
    type: 'OCCASION',
    path: 'lenzen',
    kind: 'lens',
    items: [
      ['Sony', 'FE 24-70mm f/2.8 GM', 999, 'een constant diafragma van f/2.8'],
      ['Sigma', '18-35mm f/1.8 DC HSM Art', 449, 'een lichtsterkte van f/1.8 over het hele bereik'],
      ['Canon', 'EF 70-200mm f/2.8L IS II USM', 899, 'beeldstabilisatie en een EF-vatting'],
      ['Zeiss', 'CP.2 50mm T2.1', 1899, 'een verwisselbare vatting'],
      ['Samyang', 'Xeen 35mm T1.5', 999, 'een full-frame beeldcirkel'],
      ['Canon', 'CN-E 24mm T1.5 L F', 1999, 'een EF-vatting en een hoge lichtsterkte'],
    ],
  },
  {
    type: 'OCCASION',
    path: 'licht',
    kind: 'light',
    items: [
      ['Aputure', 'LS 300d II', 549, 'een daglicht-COB van 300 watt'],
      ['ARRI', 'SkyPanel S30-C', 2999, 'volledige kleurcontrole'],
      ['Litepanels', 'Astra 1x1 Bi-Color', 699, 'een bicolor paneel van 30 x 30 cm'],
      ['Nanlite', 'Forza 500', 899, 'een daglicht-COB van 500 watt'],
      ['Kino Flo', 'Diva-Lite 401', 449, 'vier tl-buizen en een dimmer'],
      ['Astera', 'Titan Tube set van 8', 4499, 'Acht Astera Titan Tubes met laadkoffer uit onze verhuur.'],
    ],
  },
  {
    type: 'OCCASION',
    path: 'geluid',
    kind: 'mic',
    items: [
      ['Sennheiser', 'MKH 416', 649, 'een supercardioïde karakteristiek'],
      ['Rode', 'NTG3', 399, 'een robuuste bouw en een warme klank'],
    ],
  },
  {
    type: 'OCCASION',
    path: 'geluid',
    kind: 'recorder',
    items: [
      ['Zoom', 'F8n', 599, 'acht ingangen en timecode'],
      ['Sound Devices', 'MixPre-6 II', 749, 'Kashmir-voorversterkers en 32-bit float'],
    ],
  },
  {
    type: 'OCCASION',
    path: 'geluid',
    kind: 'wireless',
    items: [
      ['Sennheiser', 'EW 112P G4', 379, 'een zender, ontvanger en ME 2-dasspeld'],
      ['Sennheiser', 'EW 100 G3', 249, 'een zender en ontvanger in de 626–668 MHz-band'],
    ],
  },
  {
    type: 'OCCASION',
    path: 'grip',
    kind: 'tripod',
    items: [
      [
        'Sachtler',
        'Flowtech 75 met FSB 8',
        1499,
        'Het lichte carbon statief van Sachtler, met een FSB 8-kop voor camera’s tot 10 kilo.',
        { name: 'Sachtler Flowtech 75 statief met FSB 8-kop' },
      ],
      [
        'Manfrotto',
        '504HD met 546B',
        599,
        'Een videostatief met 504HD-kop en 546B-poten.',
        { name: 'Manfrotto 504HD videostatief met 546B' },
      ],
    ],
  },
  {
    type: 'OCCASION',
    path: 'grip',
    kind: 'gimbal',
    items: [
      ['DJI', 'Ronin-S', 249, 'een draagvermogen van 3,6 kilo'],
      ['DJI', 'RS 2', 399, 'een carbon frame en een draagvermogen van 4,5 kilo'],
      ['Easyrig', 'Vario 5', 899, 'Een draagarm die het gewicht van je camera naar je heupen brengt.'],
    ],
  },
  {
    type: 'OCCASION',
    path: 'grip',
    kind: 'slider',
    items: [['Edelkrone', 'SliderPLUS Pro', 399, 'een uitschuifbare rail van 60 cm']],
  },
];
