import type { SeedData } from '../types.ts';
import { categories } from './categories.ts';
import { cursussenMontage } from './courses-cursussen.ts';
import { cursussenBeeld } from './courses-cursussen-beeld.ts';
import { cursussenCreatief } from './courses-cursussen-creatief.ts';
import { cursussenGeluid } from './courses-cursussen-geluid.ts';
import { cursussenVerhaal } from './courses-cursussen-verhaal.ts';
import { opleidingen } from './courses-opleidingen.ts';
import { opleidingenVak } from './courses-opleidingen-vak.ts';
import { tussenjaar } from './courses-tussenjaar.ts';
import { workshopsBeeld } from './courses-workshops.ts';
import { workshopsStudio } from './courses-workshops-studio.ts';
import { generalFaqs } from './faqs.ts';
import { bannerItems } from './homepage.ts';
import { openDays } from './open-days.ts';
import { pages } from './pages.ts';
import { sections } from './sections.ts';
import { widgets } from './widgets.ts';

// The one entry point for the seed content. Course order decides the ids of a fresh database.
export const seedData: SeedData = {
  sections,
  categories,
  courses: [
    ...opleidingen,
    ...opleidingenVak,
    ...cursussenMontage,
    ...cursussenGeluid,
    ...cursussenBeeld,
    ...cursussenVerhaal,
    ...cursussenCreatief,
    ...workshopsBeeld,
    ...workshopsStudio,
    ...tussenjaar,
  ],
  openDays,
  generalFaqs,
  pages,
  widgets,
  homepage: { bannerItems },
};
