import type { SeedData } from '../types.ts';
import { categories } from './categories.ts';
import { cursussenMontageGeluid } from './courses-cursussen.ts';
import { opleidingen } from './courses-opleidingen.ts';
import { tussenjaar } from './courses-tussenjaar.ts';
import { workshopsBuiten } from './courses-workshops.ts';
import { generalFaqs } from './faqs.ts';
import { bannerItems } from './homepage.ts';
import { openDays } from './open-days.ts';
import { pages } from './pages.ts';
import { sections } from './sections.ts';
import { widgets } from './widgets.ts';

// The one entry point for the seed content.
export const seedData: SeedData = {
  sections,
  categories,
  courses: [...opleidingen, ...cursussenMontageGeluid, ...workshopsBuiten, ...tussenjaar],
  openDays,
  generalFaqs,
  pages,
  widgets,
  homepage: { bannerItems },
};
