import { accessories, saleCampaigns } from './campaigns.ts';
import { categoryTrees } from './categories.ts';
import { occasionArticles } from './occasions.ts';
import { rentalCameras } from './rental-camera.ts';
import { rentalGripPower } from './rental-grip-power.ts';
import { rentalLightSound } from './rental-light-sound.ts';
import { saleArticles } from './sale.ts';
import type { CatalogueSeed } from './types.ts';

// The one entry point for the catalogue's seed content. Group order decides the ids (and, on a
// clash, which article keeps the plain slug) of a fresh database.
export const catalogueSeed: CatalogueSeed = {
  trees: categoryTrees,
  groups: [...rentalCameras, ...rentalLightSound, ...rentalGripPower, ...saleArticles, ...occasionArticles],
  sales: saleCampaigns,
  accessories,
};
