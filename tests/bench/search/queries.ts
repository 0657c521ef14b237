import type { ArticleType } from '../../../api/catalogue/tables.ts';

// The search's query set: what customers type, each with the article it must find in the top 3
// (`npm run bench:search-quality`). Written from the seeded catalogue (api/seed/catalogue/).
// `want` holds when one of the top 3 satisfies every field given: its name is one of `name`, its
// type is `type`, its primary category's path (any type) starts with one of `category`, its brand
// is `brand`.

export type Want = {
  name?: string | string[];
  type?: ArticleType;
  category?: string | string[];
  brand?: string;
};
export type Kind = 'typo' | 'model' | 'compound' | 'dutch' | 'english' | 'multi';
export type SetQuery = { q: string; kind: Kind; want: Want };

const STATIEF = ['grip/statieven', 'statieven'];
const LICHT = ['licht'];
const c = (q: string, kind: Kind, want: Want): SetQuery => ({ q, kind, want });

export const QUERY_SET: SetQuery[] = [
  // Typos: insert, delete, substitute, swap, in brand, name and model.
  c('cannon c70', 'typo', { name: 'Canon EOS C70' }),
  c('Blcakmagic pocket 6k', 'typo', {
    brand: 'Blackmagic',
    name: [
      'Blackmagic Pocket Cinema Camera 6K Pro',
      'Blackmagic Pocket Cinema Camera 6K G2',
      'Blackmagic Pocket Cinema Camera 6K',
    ],
  }),
  c('sonny fx6', 'typo', { name: 'Sony FX6' }),
  c('blackmagik ursa', 'typo', {
    name: ['Blackmagic URSA Mini Pro 12K', 'Blackmagic URSA Cine 12K LF', 'Blackmagic URSA Mini Pro 4.6K G2'],
  }),
  c('sennhieser mkh 416', 'typo', { name: 'Sennheiser MKH 416' }),
  c('senheiser mke 600', 'typo', { name: 'Sennheiser MKE 600' }),
  c('aputre ls 600d', 'typo', { name: 'Aputure LS 600d Pro' }),
  c('apture nova', 'typo', { name: 'Aputure Nova P300c' }),
  c('manfroto 055', 'typo', { name: 'Manfrotto 055 fotostatief' }),
  c('sachtler flowtec 75', 'typo', { name: 'Sachtler Flowtech 75 statief met FSB 8-kop' }),
  c('nanlite pavotbe', 'typo', {
    name: ['Nanlite PavoTube II 30X', 'Nanlite PavoTube II 15X', 'Nanlite PavoTube II 6C'],
  }),
  c('atomos ninja ultar', 'typo', { name: 'Atomos Ninja Ultra' }),
  c('panasonc lumix gh6', 'typo', { name: 'Panasonic Lumix GH6' }),
  c('fujiflm xh2s', 'typo', { name: 'Fujifilm X-H2S' }),
  c('sound devises mixpre 6', 'typo', { name: 'Sound Devices MixPre-6 II' }),
  c('holyland lark max', 'typo', { name: 'Hollyland Lark Max' }),
  c('asteera titan tube', 'typo', { name: ['Astera Titan Tube', 'Astera Titan Tube set van 8'] }),
  c('nuemann kmr 81', 'typo', { name: 'Neumann KMR 81 i' }),
  c('rode wirless go', 'typo', { name: 'Rode Wireless GO II' }),
  c('rode videomik', 'typo', { name: ['Rode VideoMic NTG', 'Rode VideoMic Pro+'] }),
  c('samsung t7 shiled', 'typo', { name: 'Samsung T7 Shield SSD 2 TB' }),
  c('litepannels gemini', 'typo', { name: 'Litepanels Gemini 2x1 Soft' }),
  c('lectrosonic', 'typo', { name: 'Lectrosonics SMWB/DCHR set' }),
  c('edelkorne slider', 'typo', { brand: 'Edelkrone' }),
  c('zhiyun crane4', 'typo', { name: 'Zhiyun Crane 4' }),
  c('hasselblad', 'typo', {}), // nothing of ours: must not fail, any answer counts (dropped below)
  c('tiltta nucleus', 'typo', { brand: 'Tilta', name: ['Tilta Nucleus-M', 'Tilta Nucleus-Nano II'] }),
  c('godx sl150', 'typo', { name: 'Godox SL150 III' }),
  c('shure sm58', 'typo', { name: 'Shure SM58' }),
  c('sennheisre ew', 'typo', {
    brand: 'Sennheiser',
    category: ['geluid/draadloos', 'audio/draadloos', 'geluid'],
  }),
  c('angelbrid cfexpress', 'typo', { brand: 'Angelbird' }),
  c('blackmagic pocekt', 'typo', {
    brand: 'Blackmagic',
    name: [
      'Blackmagic Pocket Cinema Camera 6K Pro',
      'Blackmagic Pocket Cinema Camera 4K',
      'Blackmagic Pocket Cinema Camera 6K G2',
      'Blackmagic Pocket Cinema Camera 6K',
    ],
  }),

  // Model numbers in every spelling.
  c('FX-6', 'model', { name: 'Sony FX6' }),
  c('fx 6', 'model', { name: 'Sony FX6' }),
  c('FX6', 'model', { name: 'Sony FX6' }),
  c('a7siii', 'model', { name: 'Sony a7S III' }),
  c('a7s iii', 'model', { name: 'Sony a7S III' }),
  c('A7S III', 'model', { name: 'Sony a7S III' }),
  c('a7s3', 'model', { name: 'Sony a7S III' }),
  c('c300 mk3', 'model', { name: 'Canon EOS C300 Mark III' }),
  c('C300 Mark III', 'model', { name: 'Canon EOS C300 Mark III' }),
  c('c300 mkii', 'model', { name: 'Canon EOS C300 Mark II' }),
  c('eos r5', 'model', { name: 'Canon EOS R5' }),
  c('EOSR5', 'model', { name: 'Canon EOS R5' }),
  c('eos-r5', 'model', { name: 'Canon EOS R5' }),
  c('r6 mark ii', 'model', { name: 'Canon EOS R6 Mark II' }),
  c('r6mk2', 'model', { name: 'Canon EOS R6 Mark II' }),
  c('a7iv', 'model', { name: 'Sony a7 IV' }),
  c('a7rv', 'model', { name: 'Sony a7R V' }),
  c('gh 6', 'model', { name: 'Panasonic Lumix GH6' }),
  c('mkh416', 'model', { name: 'Sennheiser MKH 416' }),
  c('ntg 5', 'model', { name: 'Rode NTG5' }),
  c('sm 7b', 'model', { name: 'Shure SM7B' }),
  c('hero 13', 'model', { name: 'GoPro HERO13 Black' }),
  c('pxw z190', 'model', { name: 'Sony PXW-Z190' }),
  c('ls600d', 'model', { name: 'Aputure LS 600d Pro' }),
  c('rs4 pro', 'model', { name: 'DJI RS 4 Pro' }),
  c('mavic3 pro', 'model', { name: 'DJI Mavic 3 Pro' }),
  c('mixpre-3', 'model', { name: 'Sound Devices MixPre-3 II' }),
  c('bpu100', 'model', { name: 'Sony BP-U100' }),
  c('lp-e6nh', 'model', { name: 'Canon LP-E6NH' }),
  c('24-70 gm', 'model', { name: ['Sony FE 24-70mm f/2.8 GM II', 'Sony FE 24-70mm f/2.8 GM'] }),
  c('sigma 18-35', 'model', { name: 'Sigma 18-35mm f/1.8 DC HSM Art' }),
  c('cp3 35mm', 'model', { name: 'Zeiss CP.3 35mm T2.1' }),
  c('go pro hero12', 'model', { name: 'GoPro HERO12 Black' }),
  c('insta 360 x4', 'model', { name: 'Insta360 X4' }),
  c('komodo x', 'model', { name: 'RED Komodo-X 6K' }),

  // Dutch: compounds split and joined, plurals, diminutives, accents.
  c('ledlamp', 'compound', { category: ['licht/led-panels', 'licht'] }),
  c('led lamp', 'compound', { category: ['licht/led-panels', 'licht'] }),
  c('camerastatief', 'compound', { category: STATIEF }),
  c('statief camera', 'compound', { category: STATIEF }),
  c('fotostatief', 'compound', { name: 'Manfrotto 055 fotostatief' }),
  c('foto statief', 'compound', { name: 'Manfrotto 055 fotostatief' }),
  c('licht statief', 'compound', { name: 'Manfrotto 1004BAC lichtstatief' }),
  c('video statief', 'compound', {
    name: ['Manfrotto 504X videostatief met 645 Fast Twin', 'Manfrotto 504HD videostatief met 546B'],
  }),
  c('dasspeldmicrofoon', 'compound', { category: ['geluid/microfoons/dasspeldmicrofoons'] }),
  c('dasspeld microfoon', 'compound', { category: ['geluid/microfoons/dasspeldmicrofoons'] }),
  c('richtmicrofoon', 'compound', { category: ['geluid/microfoons/richtmicrofoons'] }),
  c('cameramicrofoon', 'compound', { category: ['geluid/microfoons/cameramicrofoons'] }),
  c('geheugenkaart', 'compound', { category: ['media', 'accessoires/geheugenkaarten'] }),
  c('kaart lezer', 'compound', { name: 'Sony MRW-G2 kaartlezer' }),
  c('zoomlens', 'compound', { category: ['lenzen/zooms'] }),
  c('camera rugzak', 'compound', { name: 'Manfrotto Pro Light camera-rugzak' }),
  c('drone piloot', 'compound', { name: 'Dronepiloot (per dag)' }),
  c('statieven', 'dutch', { category: STATIEF }),
  c('statiefje', 'dutch', { category: STATIEF }),
  c('lampje', 'dutch', { category: LICHT }),
  c('lenzen sony', 'dutch', { brand: 'Sony', category: ['lenzen'] }),
  c("accu's sony", 'dutch', { brand: 'Sony', category: ['stroom/accus', 'accessoires/accus'] }),
  c('koffers', 'dutch', { name: 'Peli 1510 koffer' }),
  c('tasje', 'dutch', { category: ['accessoires/tassen'] }),
  c('aggregaten', 'dutch', { name: 'Honda EU22i aggregaat' }),
  c('angenieux', 'dutch', { name: 'Angénieux EZ-1 30-90mm T2' }),
  c('Zeiss supréme', 'dutch', { name: 'Zeiss Supreme Prime 50mm T1.5' }),
  c('systeemcamera sony', 'dutch', { brand: 'Sony', category: ['camera/systeem'] }),
  c('actiecamera', 'dutch', { category: ['camera/actiecamera'] }),
  c('geluidsman', 'dutch', { name: 'Geluidsman (per dag)' }),

  // English words of our visitors.
  c('tripod', 'english', { category: STATIEF }),
  c('tripod sachtler', 'english', { brand: 'Sachtler' }),
  c('microphone', 'english', { category: ['geluid/microfoons', 'audio/microfoons', 'geluid'] }),
  c('wireless microphone', 'english', { category: ['geluid/draadloos', 'audio/draadloos'] }),
  c('light', 'english', { category: LICHT }),
  c('led light', 'english', { category: ['licht/led-panels', 'licht'] }),
  c('lav mic', 'english', { category: ['geluid/microfoons/dasspeldmicrofoons'] }),
  c('shotgun mic', 'english', { category: ['geluid/microfoons/richtmicrofoons'] }),
  c('battery sony', 'english', { brand: 'Sony', category: ['stroom', 'accessoires/accus'] }),
  c('charger', 'english', {
    name: ['Core SWX Fleet 4-voudige lader', 'Bebob VS4 Micro lader', 'Sony BC-QZ1 lader'],
  }),
  c('memory card', 'english', { category: ['media', 'accessoires/geheugenkaarten'] }),
  c('card reader', 'english', { name: 'Sony MRW-G2 kaartlezer' }),
  c('camera bag', 'english', { category: ['accessoires/tassen'] }),
  c('used sony fx6', 'english', { name: 'Sony FX6', type: 'OCCASION' }),
  c('sony fx6 rental', 'english', { name: 'Sony FX6', type: 'RENTAL' }),

  // Several words: AND first, then the best partial matches.
  c('sony camera', 'multi', { brand: 'Sony', category: ['camera'] }),
  c('canon lens', 'multi', { brand: 'Canon', category: ['lenzen'] }),
  c('aputure licht', 'multi', { brand: 'Aputure' }),
  c('dji gimbal', 'multi', { brand: 'DJI', category: ['grip/gimbals', 'statieven'] }),
  c('sennheiser draadloos', 'multi', {
    brand: 'Sennheiser',
    category: ['geluid/draadloos', 'audio/draadloos', 'geluid'],
  }),
  c('rode microfoon', 'multi', { brand: 'Rode' }),
  c('zoom recorder', 'multi', { brand: 'Zoom' }),
  c('arri alexa mini', 'multi', { name: 'ARRI Alexa Mini LF' }),
  c('sony 24-70', 'multi', { name: ['Sony FE 24-70mm f/2.8 GM II', 'Sony FE 24-70mm f/2.8 GM'] }),
  c('statief met kop', 'multi', { category: STATIEF }),
  c('goedkope sony fx3', 'multi', { name: 'Sony FX3' }),
  c('sony fx6 met accu', 'multi', { name: 'Sony FX6' }),
  c('cinema camera huren', 'multi', { category: ['camera/cinema'], type: 'RENTAL' }),
  c('drone huren', 'multi', { category: ['drones'], type: 'RENTAL' }),
  c('canon eos c70 kopen', 'multi', { name: 'Canon EOS C70' }),
].filter((query) => Object.keys(query.want).length > 0);
