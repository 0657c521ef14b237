import type { OpenDaySeed } from '../types.ts';
import { STUDIO_LOCATION } from './text.ts';

// Open days (infodagen); one is in the past so the "upcoming" filter has something to skip.
export const openDays: OpenDaySeed[] = [
  {
    startOffsetDays: -14,
    subject: 'Infodag opleidingen en tussenjaar',
    time: '10:00',
    location: STUDIO_LOCATION,
  },
  {
    startOffsetDays: 14,
    subject: 'Infomiddag cursussen en workshops',
    time: '13:00',
    location: STUDIO_LOCATION,
  },
  {
    startOffsetDays: 49,
    subject: 'Infodag opleidingen en tussenjaar',
    time: '10:00',
    location: STUDIO_LOCATION,
  },
  {
    startOffsetDays: 84,
    subject: 'Open studio: kijkje in de les',
    time: '13:00',
    location: STUDIO_LOCATION,
  },
  {
    startOffsetDays: 119,
    subject: 'Infodag tussenjaar voor scholieren en ouders',
    time: '10:00',
    location: STUDIO_LOCATION,
  },
];
