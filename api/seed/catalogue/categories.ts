import type { CategorySeed, CategoryTrees } from './types.ts';

// The three category trees in menu order. `title` heads the category's list page.

const c = (slug: string, name: string, title: string, children?: CategorySeed[]): CategorySeed => ({
  slug,
  name,
  title,
  ...(children ? { children } : {}),
});

const rental: CategorySeed[] = [
  c('camera', "Camera's", "Camera's huren", [
    c('cinema', "Cinema camera's", "Cinema camera's huren"),
    c('systeem', "Systeemcamera's", "Systeemcamera's huren"),
    c('camcorders', 'Camcorders', 'Camcorders huren'),
    c('actiecamera', "Actiecamera's", "Actiecamera's huren"),
  ]),
  c('lenzen', 'Lenzen', 'Lenzen huren', [
    c('cine-primes', 'Cine primes', 'Cine primes huren'),
    c('zooms', 'Zoomlenzen', 'Zoomlenzen huren'),
    c('fotolenzen', 'Fotolenzen', 'Fotolenzen huren'),
  ]),
  c('licht', 'Licht', 'Licht huren', [
    c('led-panels', 'Ledpanelen', 'Ledpanelen huren'),
    c('cob-lampen', 'COB-lampen', 'COB-lampen huren'),
    c('fresnels', 'Fresnels', 'Fresnels huren'),
    c('tubes', 'Tubes', 'Ledtubes huren'),
    c('lichtvormers', 'Softboxen en lichtvormers', 'Softboxen en lichtvormers huren'),
  ]),
  c('geluid', 'Geluid', 'Geluid huren', [
    c('microfoons', 'Microfoons', 'Microfoons huren', [
      c('richtmicrofoons', 'Richtmicrofoons', 'Richtmicrofoons huren'),
      c('dasspeldmicrofoons', 'Dasspeldmicrofoons', 'Dasspeldmicrofoons huren'),
      c('cameramicrofoons', 'Cameramicrofoons', 'Cameramicrofoons huren'),
      c('reportagemicrofoons', 'Reportagemicrofoons', 'Reportagemicrofoons huren'),
    ]),
    c('recorders', 'Recorders', 'Audiorecorders huren'),
    c('draadloos', 'Draadloze systemen', 'Draadloze microfoonsystemen huren'),
  ]),
  c('grip', 'Grip', 'Grip huren', [
    c('statieven', 'Statieven', 'Statieven huren'),
    c('sliders', 'Sliders', 'Sliders huren'),
    c('gimbals', 'Gimbals', 'Gimbals huren'),
    c('follow-focus', 'Follow focus', 'Follow focus huren'),
    c('rigs', 'Rigs en matte boxes', 'Rigs en matte boxes huren'),
  ]),
  c('monitoring', 'Monitoring', 'Monitoring huren', [
    c('monitoren', 'Monitoren', 'Monitoren huren'),
    c('monitor-recorders', 'Monitor-recorders', 'Monitor-recorders huren'),
    c('draadloos-beeld', 'Draadloos beeld', 'Draadloze videoverbindingen huren'),
  ]),
  c('drones', 'Drones', 'Drones huren'),
  c('stroom', 'Stroom', 'Stroom huren', [
    c('v-mount', 'V-mount accu’s', 'V-mount accu’s huren'),
    c('accus', 'Camera-accu’s', 'Camera-accu’s huren'),
    c('powerstations', 'Powerstations en aggregaten', 'Powerstations en aggregaten huren'),
  ]),
  c('media', 'Media en kaartlezers', 'Geheugenkaarten en kaartlezers huren'),
  c('av-personeel', 'AV-personeel', 'AV-personeel inhuren'),
];

const sale: CategorySeed[] = [
  c('camera', "Camera's", "Camera's kopen", [
    c('systeem', "Systeemcamera's", "Systeemcamera's kopen"),
    c('camcorders', 'Camcorders', 'Camcorders kopen'),
    c('actiecamera', "Actiecamera's", "Actiecamera's kopen"),
  ]),
  c('lenzen', 'Lenzen', 'Lenzen kopen'),
  c('audio', 'Audio', 'Audio kopen', [
    c('microfoons', 'Microfoons', 'Microfoons kopen'),
    c('recorders', 'Recorders', 'Audiorecorders kopen'),
    c('draadloos', 'Draadloze systemen', 'Draadloze microfoonsystemen kopen'),
  ]),
  c('licht', 'Licht', 'Licht kopen'),
  c('statieven', 'Statieven en grip', 'Statieven en grip kopen'),
  c('monitoring', 'Monitoring', 'Monitoren en recorders kopen'),
  c('accessoires', 'Accessoires', 'Accessoires kopen', [
    c('accus', 'Accu’s en laders', 'Accu’s en laders kopen'),
    c('geheugenkaarten', 'Geheugenkaarten en opslag', 'Geheugenkaarten en opslag kopen'),
    c('tassen', 'Tassen en koffers', 'Tassen en koffers kopen'),
  ]),
];

const occasion: CategorySeed[] = [
  c('camera', "Camera's", "Gebruikte camera's", [
    c('cinema', "Cinema camera's", "Gebruikte cinema camera's"),
    c('systeem', "Systeemcamera's", "Gebruikte systeemcamera's"),
  ]),
  c('lenzen', 'Lenzen', 'Gebruikte lenzen'),
  c('licht', 'Licht', 'Gebruikt licht'),
  c('geluid', 'Geluid', 'Gebruikte audio'),
  c('grip', 'Grip', 'Gebruikte statieven en grip'),
];

export const categoryTrees: CategoryTrees = { RENTAL: rental, SALE: sale, OCCASION: occasion };
