import { CLOSE_TIME, OPEN_TIME } from '../../../domain/opening-hours.ts';
import type { WidgetSeed } from '../types.ts';

// Reusable content snippets, looked up by ref.
export const widgets: WidgetSeed[] = [
  {
    ref: 'contact',
    title: 'Vragen over een cursus?',
    content: `<p>Het educatieteam helpt je graag bij het kiezen van een opleiding, cursus of workshop.</p><ul><li>Bel <strong>020 - 760 42 12</strong> (maandag tot en met vrijdag, ${OPEN_TIME}–${CLOSE_TIME})</li><li>Mail <strong>educatie@studiolumen.nl</strong></li></ul><p>Of kom langs aan de Czaar Peterstraat 213 in Amsterdam.</p>`,
  },
  {
    ref: 'infodag',
    title: 'Kom naar de infodag',
    content:
      '<p>Maak kennis met onze docenten, kijk rond in de studio en stel al je vragen over de opleidingen en het tussenjaar. Aanmelden is gratis; je mag iemand meenemen.</p><p><a href="/infodag">Bekijk de data en meld je aan</a></p>',
  },
  {
    ref: 'social-promo',
    title: 'Volg Studio Lumen',
    content:
      '<p>Op Instagram laten we zien wat er deze week de deur uit ging en wat onze cursisten maken. Op ons YouTube-kanaal vind je korte uitlegvideo’s over camera’s, licht en geluid, en op ons blog schrijven docenten over hun vak.</p><p>Zoek op <strong>Studio Lumen Amsterdam</strong> of volg <strong>@studiolumen.ams</strong>.</p>',
  },
  {
    ref: 'nieuwsbrief',
    title: 'Nieuwsbrief',
    content:
      '<p>Eén keer per maand: nieuwe apparatuur in de verhuur, startdata van cursussen, acties en tips van onze docenten. Geen spam, en afmelden kan altijd.</p>',
  },
];
