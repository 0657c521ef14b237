// The duplication service's price list, in display order (incl. BTW).
export type DuplicationSeed = {
  slug: string;
  name: string;
  description: string;
  unit: string;
  priceCents: number;
  turnaround: string;
};

export const duplicationServices: DuplicationSeed[] = [
  {
    slug: 'vhs',
    name: 'VHS',
    description:
      'De gewone grote videoband. We spelen af op een gereinigde recorder met tijdbasiscorrectie en leveren een MP4-bestand.',
    unit: 'per band',
    priceCents: 1795,
    turnaround: 'ca. 2 weken',
  },
  {
    slug: 'vhs-c',
    name: 'VHS-C',
    description:
      'Het kleine cassetteje van de camcorder, afgespeeld zonder adapter op een eigen recorder. Per band tot 90 minuten.',
    unit: 'per band',
    priceCents: 1795,
    turnaround: 'ca. 2 weken',
  },
  {
    slug: 'video8-hi8',
    name: 'Video8 / Hi8',
    description:
      'Camcorderbanden van 8 mm, ook Digital8. We digitaliseren op de hoogste kwaliteit die de band toelaat.',
    unit: 'per band',
    priceCents: 1995,
    turnaround: 'ca. 2 weken',
  },
  {
    slug: 'minidv',
    name: 'MiniDV',
    description:
      'Digitale camcorderbanden, zonder kwaliteitsverlies overgezet. Op verzoek ook als los bestand per opname.',
    unit: 'per band',
    priceCents: 1995,
    turnaround: 'ca. 2 weken',
  },
  {
    slug: 'betamax',
    name: 'Betamax',
    description:
      'De videoband van Sony uit de jaren tachtig. We hebben nog werkende spelers en digitaliseren ze met dezelfde zorg als VHS.',
    unit: 'per band',
    priceCents: 2495,
    turnaround: 'ca. 3 weken',
  },
  {
    slug: 'film-8mm-super8',
    name: 'Film 8 mm / Super 8',
    description:
      'Smalfilm beeld voor beeld gescand in HD, gereinigd en met de juiste snelheid. Geluidsfilm kost hetzelfde.',
    unit: 'per meter',
    priceCents: 125,
    turnaround: 'ca. 4 weken',
  },
  {
    slug: 'film-16mm',
    name: 'Film 16 mm',
    description:
      'Beeld voor beeld gescand in Full HD, met optisch of magnetisch geluid wanneer de film dat heeft.',
    unit: 'per meter',
    priceCents: 195,
    turnaround: 'ca. 4 weken',
  },
  {
    slug: 'audiocassette',
    name: 'Audiocassette',
    description: 'Beide kanten van een compact cassette als MP3 of WAV, met de ruis netjes verminderd.',
    unit: 'per cassette',
    priceCents: 1295,
    turnaround: 'ca. 1 week',
  },
  {
    slug: 'lp-vinyl',
    name: 'LP / vinyl',
    description:
      'Een langspeelplaat of single, gereinigd en opgenomen op een goede draaitafel; per nummer een eigen bestand.',
    unit: 'per plaat',
    priceCents: 1495,
    turnaround: 'ca. 2 weken',
  },
  {
    slug: 'dvd-naar-bestand',
    name: 'DVD → bestand',
    description:
      'Een zelf gebrande of gekochte dvd zonder kopieerbeveiliging als MP4-bestand, per hoofdstuk of als één film.',
    unit: 'per dvd',
    priceCents: 995,
    turnaround: 'ca. 1 week',
  },
];
