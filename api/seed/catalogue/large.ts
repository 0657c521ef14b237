import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { rebuildLexicon } from '../../catalogue/lexicon.ts';
import { articleSearchTerms } from '../../catalogue/search-text.ts';
import * as t from '../../catalogue/tables.ts';
import type * as schema from '../../db/schema.ts';
import { seedRentalUnits } from '../../desk/unit-store.ts';
import { describe, type Kind } from './descriptions.ts';
import { catalogueSeed } from './index.ts';
import { TYPE_KEYWORDS } from './seed-catalogue.ts';

// A large catalogue for the search's benchmark (`npm run seed:large`): the seeded catalogue plus
// generated articles up to `total`, with realistic names, brands and models of each kind (a
// brand's series, a model number, a Mark or version, often a Dutch word for what it is), spread
// over the seeded categories as the seed's own articles are. Deterministic: a fixed pseudo-random
// sequence, so every run makes the same catalogue.

type Tx = PgDatabase<PgQueryResultHKT, typeof schema>;

/** mulberry32: a small fixed pseudo-random sequence. */
function sequence(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = a;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  const int = (from: number, to: number) => from + Math.floor(next() * (to - from + 1));
  return { next, pick, int };
}
type Random = ReturnType<typeof sequence>;

type Maker = (r: Random) => { brand: string; model: string };

const VERSION = [
  '',
  '',
  '',
  ' II',
  ' III',
  ' IV',
  ' Mark II',
  ' Mark III',
  ' Pro',
  ' Plus',
  ' S',
  ' X',
  ' C',
  ' 2',
  ' Max',
  ' Mini',
];
const version = (r: Random) => r.pick(VERSION);

const series =
  (brands: Record<string, string[]>, words: string[], numbers: [number, number]) => (r: Random) => {
    const brand = r.pick(Object.keys(brands));
    const line = r.pick(brands[brand] ?? ['']);
    const number = r.int(...numbers);
    const joint = line.endsWith(' ') || line === '' ? '' : r.next() < 0.5 ? '' : r.next() < 0.5 ? ' ' : '-';
    const word = r.next() < 0.35 ? ` ${r.pick(words)}` : '';
    return {
      brand,
      model: `${line}${joint}${number}${r.pick(['', '', 'K', 'D', 'C', 'B', 'X', 'S'])}${version(r)}${word}`,
    };
  };

const CAMERAS = series(
  {
    Sony: ['FX', 'a7S', 'a7R', 'a', 'ZV-E', 'PXW-Z', 'HXR-NX', 'FDR-AX', 'Venice '],
    Canon: ['EOS C', 'EOS R', 'XF', 'XA', 'EOS '],
    Panasonic: ['Lumix GH', 'Lumix S', 'AG-CX', 'HC-X', 'AU-EVA'],
    Nikon: ['Z', 'D'],
    Fujifilm: ['X-H', 'X-T', 'GFX'],
    Blackmagic: ['Pocket Cinema Camera ', 'URSA Mini Pro ', 'Cinema Camera ', 'Studio Camera '],
    RED: ['Komodo ', 'V-Raptor ', 'Raven ', 'Gemini '],
    ARRI: ['Alexa ', 'Amira ', 'Alexa Mini '],
    'Z CAM': ['E2-F', 'E2-S', 'E2-M'],
    JVC: ['GY-HM', 'GY-HC'],
    Kinefinity: ['MAVO Edge ', 'Terra '],
    Leica: ['SL', 'M'],
    GoPro: ['HERO'],
    Insta360: ['X', 'ONE RS '],
  },
  ['camera', 'systeemcamera', 'cinemacamera', 'camcorder', 'body', 'kit', 'set'],
  [1, 999],
);
const LENSES: Maker = (r) => {
  const brand = r.pick([
    'Sony',
    'Canon',
    'Sigma',
    'Zeiss',
    'Samyang',
    'DZOFilm',
    'Laowa',
    'Cooke',
    'Tamron',
    'Fujinon',
    'Angénieux',
    'Atlas',
    'Tokina',
    'Viltrox',
    'Meike',
    'Leitz',
  ]);
  const focal = r.pick([14, 16, 18, 20, 21, 24, 25, 28, 32, 35, 40, 50, 65, 75, 85, 100, 105, 135, 180, 200]);
  const zoom = r.next() < 0.35;
  const range = zoom ? `${focal}-${focal * r.pick([2, 3, 4])}mm` : `${focal}mm`;
  const cine = r.next() < 0.4;
  const stop = cine
    ? `T${r.pick(['1.3', '1.5', '2', '2.1', '2.4', '2.9', '3.1', '4.4'])}`
    : `f/${r.pick(['1.2', '1.4', '1.8', '2', '2.8', '4', '5.6'])}`;
  const line = r.pick([
    'GM',
    'G',
    'L',
    'Art',
    'Contemporary',
    'Supreme',
    'CP.3',
    'Xeen',
    'Vespid',
    'Nanomorph',
    'Orion',
    'S4/i',
    'Cine',
    'DG DN',
    'IS USM',
    'OSS',
    'Macro',
    '',
  ]);
  const mount = r.pick(['FE ', 'RF ', 'EF ', 'PL ', 'E ', 'L ', '']);
  const word =
    r.next() < 0.3 ? ` ${r.pick(['lens', 'objectief', 'zoomlens', 'cinelens', 'primeset', 'anamorf'])}` : '';
  return { brand, model: `${mount}${range} ${stop} ${line}${version(r)}${word}`.replace(/\s+/g, ' ').trim() };
};
const LIGHTS = series(
  {
    Aputure: ['LS ', 'Nova P', 'Amaran ', 'STORM ', 'MC', 'INFINIBAR PB', 'Light Dome '],
    Nanlite: ['Forza ', 'PavoTube II ', 'FS-', 'MixPanel ', 'PavoSlim ', 'Lantern '],
    Godox: ['SL', 'LD', 'VL', 'UL', 'ML', 'KNOWLED M'],
    Litepanels: ['Gemini ', 'Astra ', 'Studio X'],
    ARRI: ['SkyPanel S', 'L', 'Orbiter ', 'M'],
    Astera: ['Titan Tube ', 'Helios Tube ', 'AX', 'PixelBrick '],
    'Kino Flo': ['Celeb ', 'Diva-Lite ', 'FreeStyle '],
    Dedolight: ['DLH', 'DLED'],
    Creamsource: ['Vortex', 'Micro Colour '],
    Rotolight: ['AEOS ', 'NEO ', 'Titan X'],
    Zhiyun: ['Molus X', 'Molus G'],
    Chimera: ['Lightbank ', 'Pancake '],
  },
  [
    'ledlamp',
    'ledpaneel',
    'lamp',
    'spot',
    'fresnel',
    'tube',
    'softbox',
    'lichtset',
    'daglichtlamp',
    'led-spot',
    'RGB-lamp',
    'Bi-Color',
  ],
  [1, 2400],
);
const MICS = series(
  {
    Sennheiser: ['MKH ', 'MKE ', 'MD ', 'ME ', 'EW-DP ', 'EW ', 'AVX ', 'e'],
    Rode: ['NTG', 'VideoMic ', 'NT', 'Wireless GO ', 'Lavalier ', 'PodMic '],
    Shure: ['SM', 'SLX-D ', 'MV', 'Beta ', 'VP'],
    DPA: ['4060 ', '4017', '6060 ', '4011'],
    Sanken: ['COS-', 'CS-'],
    'Audio-Technica': ['BP', 'AT', 'ATW-'],
    Neumann: ['KMR ', 'KM ', 'U ', 'TLM '],
    Schoeps: ['CMIT ', 'CMC ', 'MK '],
    Deity: ['V-Mic D', 'Theos D', 'S-Mic '],
    Zoom: ['F', 'H', 'M'],
    Tascam: ['DR-', 'X', 'Portacapture X'],
    'Sound Devices': ['MixPre-', 'Scorpio ', '8'],
    Hollyland: ['Lark ', 'Solidcom C'],
    Saramonic: ['Blink ', 'SR-', 'Vmic '],
    Lectrosonics: ['SMWB ', 'DCHR ', 'LMb '],
    Beyerdynamic: ['MCE ', 'M ', 'DT '],
  },
  [
    'microfoon',
    'richtmicrofoon',
    'dasspeldmicrofoon',
    'recorder',
    'draadloze set',
    'hengel',
    'windkap',
    'zender',
    'ontvanger',
    'koptelefoon',
  ],
  [1, 999],
);
const GRIP = series(
  {
    Sachtler: ['Flowtech ', 'aktiv', 'Video ', 'FSB '],
    Manfrotto: ['', 'Nitrotech ', 'Befree ', 'MVH', '055', '190'],
    Cartoni: ['Focus ', 'Maxima ', 'Lambda '],
    Miller: ['CX', 'Air ', 'Compass '],
    Libec: ['RSP-', 'TH-', 'HS-'],
    OConnor: ['', 'Ultimate '],
    Benro: ['S', 'A', 'Mach'],
    Vinten: ['Vision ', 'Flowtech '],
    Edelkrone: ['SliderPLUS ', 'DollyONE ', 'HeadPLUS '],
    Kessler: ['CineSlider ', 'Pocket Jib '],
    DJI: ['RS ', 'Ronin ', 'Focus Pro '],
    Zhiyun: ['Crane ', 'Weebill '],
    Tilta: ['Nucleus-', 'Float ', 'Camera Cage ', 'Mirage '],
    SmallRig: ['Cage ', 'Rig ', 'Matte Box '],
    Avenger: ['C-stand ', 'A'],
    Matthews: ['Frame ', 'Road Rags '],
    Kupo: ['Master C-stand ', 'KS-'],
  },
  [
    'statief',
    'videostatief',
    'fotostatief',
    'lichtstatief',
    'statiefkop',
    'slider',
    'gimbal',
    'cage',
    'schouderrig',
    'matte box',
    'follow focus',
    'dolly',
    'rails',
    'statiefpoten',
  ],
  [1, 999],
);
const MONITORS = series(
  {
    SmallHD: ['Cine ', 'Indie ', 'Ultra ', 'Focus '],
    Atomos: ['Ninja ', 'Shinobi ', 'Shogun ', 'Sumo '],
    Blackmagic: ['Video Assist ', 'SmartView '],
    Sony: ['PVM-X', 'LMD-'],
    Teradek: ['Bolt ', 'Serv ', 'Ace '],
    Hollyland: ['Mars ', 'Pyro ', 'Cosmo '],
    Accsoon: ['CineEye ', 'CineView '],
    Portkeys: ['BM', 'PT', 'LH'],
    Feelworld: ['LUT', 'F', 'T'],
    Lilliput: ['A', 'Q'],
  },
  ['monitor', 'veldmonitor', 'monitor-recorder', 'zender', 'ontvanger', 'draadloos beeld', 'regiemonitor'],
  [1, 2400],
);
const DRONES = series(
  {
    DJI: ['Mavic ', 'Air ', 'Mini ', 'Inspire ', 'Avata ', 'Matrice ', 'FPV '],
    Autel: ['EVO ', 'EVO Lite '],
    Skydio: ['X', 'S'],
  },
  ['drone', 'fly more combo', 'combo', 'cine'],
  [1, 400],
);
const POWER = series(
  {
    'Core SWX': ['Hypercore NEO ', 'Helix Max ', 'Fleet ', 'Nano '],
    IDX: ['DUO-C', 'CUE-D', 'Imicro-'],
    Bebob: ['V', 'VS', 'B', 'A'],
    'Anton/Bauer': ['Dionic XT', 'Titon ', 'Cine '],
    Sony: ['BP-U', 'NP-F', 'NP-FZ', 'BC-QZ'],
    Canon: ['BP-A', 'LP-E', 'BP-'],
    'Hawk-Woods': ['VL-', 'NP-'],
    Blueshape: ['BV', 'Granite '],
    EcoFlow: ['Delta ', 'River '],
    Jackery: ['Explorer '],
    Honda: ['EU', 'EM'],
  },
  ['accu', 'V-mount accu', 'camera-accu', 'lader', 'dubbellader', 'powerstation', 'aggregaat', 'batterij'],
  [1, 2000],
);
const MEDIA: Maker = (r) => {
  const brand = r.pick([
    'Sony',
    'SanDisk',
    'Angelbird',
    'Lexar',
    'ProGrade',
    'Samsung',
    'Codex',
    'RED',
    'Kingston',
    'Delkin',
    'Sony',
    'OWC',
  ]);
  const kind = r.pick([
    'CFexpress Type A',
    'CFexpress Type B',
    'SDXC V90',
    'SDXC V60',
    'microSDXC',
    'XQD G',
    'CFast 2.0',
    'SSD',
    'Portable SSD T',
    'kaartlezer',
    'Compact Drive',
  ]);
  const line = r.pick([
    'Extreme Pro',
    'AV Pro',
    'Professional',
    'Gold',
    'Cobalt',
    'Diamond',
    'Tough',
    'Shield',
    'Canvas React',
    'Atlas',
    '',
  ]);
  const size = r.pick([
    '64 GB',
    '128 GB',
    '256 GB',
    '512 GB',
    '1 TB',
    '2 TB',
    '4 TB',
    '160 GB',
    '320 GB',
    '640 GB',
  ]);
  return {
    brand,
    model: `${line} ${kind} ${size}${r.next() < 0.3 ? ` ${r.int(2, 9)}-pack` : ''}`
      .replace(/\s+/g, ' ')
      .trim(),
  };
};
const BAGS = series(
  {
    Peli: ['', 'Air '],
    'Think Tank': ['Airport Security V', 'Logistics Manager '],
    CineBags: ['CB-'],
    Manfrotto: ['Pro Light '],
    Portabrace: ['CTC-', 'AO-'],
    Lowepro: ['ProTactic ', 'Whistler '],
  },
  ['koffer', 'flightcase', 'tas', 'rugzak', 'trolley', 'cameratas', 'lenzentas'],
  [1, 1700],
);
const CREW: Maker = (r) => ({
  brand: 'Filmwinkel',
  model: `${r.pick(['Cameraman', 'Camerajournalist', 'Geluidsman', 'Editor', 'Colorist', 'Gaffer', 'Dronepiloot', 'Regisseur', 'Focus puller', 'Grip', 'Productieassistent', 'Livestream-technicus', 'Visagist', 'Lichttechnicus'])} ${r.pick(['(per dag)', '(halve dag)', '(per uur)', 'met camera-set (per dag)', 'met geluidsset (per dag)', 'weekend (per dag)'])} ${r.pick(['Amsterdam', 'Rotterdam', 'Utrecht', 'Den Haag', 'Eindhoven', 'landelijk'])} ${r.int(1, 400)}`,
});

const MAKERS: Record<Kind, Maker> = {
  camera: CAMERAS,
  action: CAMERAS,
  lens: LENSES,
  light: LIGHTS,
  modifier: LIGHTS,
  mic: MICS,
  recorder: MICS,
  wireless: MICS,
  tripod: GRIP,
  slider: GRIP,
  gimbal: GRIP,
  focus: GRIP,
  rig: GRIP,
  monitor: MONITORS,
  link: MONITORS,
  drone: DRONES,
  battery: POWER,
  power: POWER,
  media: MEDIA,
  bag: BAGS,
  crew: CREW,
};

const slugify = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const BATCH = 1000;

/** Adds generated articles until the catalogue holds `total`; rebuilds the lexicon. How many added. */
export async function seedLargeCatalogue(
  tx: Tx,
  total: number,
  log: (line: string) => void = () => {},
): Promise<number> {
  const [{ n } = { n: 0 }] = await tx.select({ n: sql<number>`count(*)::int` }).from(t.articles);
  if (n >= total) return 0;
  const categories = await tx.select().from(t.articleCategories);
  const byId = new Map(categories.map((c) => [c.id, c]));
  const byPath = new Map<string, { id: number; names: string[] }>();
  for (const c of categories) {
    const chain: typeof categories = [];
    for (let at: typeof c | undefined = c; at; at = at.parentId === null ? undefined : byId.get(at.parentId))
      chain.unshift(at);
    byPath.set(`${c.type}:${chain.map((x) => x.slug).join('/')}`, {
      id: c.id,
      names: chain.map((x) => x.name),
    });
  }
  // The seed's groups, weighted by how many articles each holds: where generated ones go.
  const groups = catalogueSeed.groups.flatMap((g) => {
    const category = byPath.get(`${g.type}:${g.path}`);
    return category ? Array.from({ length: g.items.length }, () => ({ ...g, category })) : [];
  });
  const existing = await tx
    .select({ slug: t.articles.slug, name: t.articles.name, type: t.articles.type })
    .from(t.articles);
  const slugs = new Set(existing.map((a) => a.slug));
  const names = new Set(existing.map((a) => `${a.type}:${a.name}`));
  const r = sequence(27);
  let added = 0;
  let number = 100_000 + n;
  while (n + added < total) {
    const rows: (typeof t.articles.$inferInsert)[] = [];
    const links: number[] = [];
    while (rows.length < Math.min(BATCH, total - n - added)) {
      const group = r.pick(groups);
      const { brand, model } = MAKERS[group.kind](r);
      const name = `${brand} ${model}`.replace(/\s+/g, ' ').trim();
      if (names.has(`${group.type}:${name}`)) continue;
      names.add(`${group.type}:${name}`);
      let slug = slugify(name);
      while (slugs.has(slug)) slug = `${slugify(name)}-${r.int(2, 99_999)}`;
      slugs.add(slug);
      const euros = r.int(5, 900);
      const keywords = `${group.category.names.join(' ')} ${TYPE_KEYWORDS[group.type]}`;
      rows.push({
        samId: `SAM-${number++}`,
        slug,
        name,
        brand,
        description: describe(name, undefined, group.kind, group.type, number),
        type: group.type,
        priceCents: euros * 100,
        specialPriceCents: r.next() < 0.1 ? Math.floor(euros * 0.85) * 100 : null,
        stockStatus: r.pick(t.STOCK_STATUSES),
        depositCents: group.type === 'RENTAL' ? euros * 1000 : null,
        // Rental articles must say how many the shop has (articles_units_check); not drawn from
        // `r`, so the generated names stay the same as before units existed.
        units: group.type === 'RENTAL' ? 1 + (number % 3) : null,
        categoryId: group.category.id,
        keywords,
        ...articleSearchTerms({ name, brand, keywords }),
      });
      links.push(group.category.id);
    }
    const inserted = await tx.insert(t.articles).values(rows).returning({ id: t.articles.id });
    await tx
      .insert(t.articleCategoryLinks)
      .values(inserted.map((row, i) => ({ articleId: row.id, categoryId: links[i] ?? 0 })));
    added += rows.length;
    if (added % 10_000 === 0 || n + added >= total) log(`seed:large: ${n + added} articles`);
  }
  await seedRentalUnits(tx);
  await rebuildLexicon(tx);
  return added;
}
