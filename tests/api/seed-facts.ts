import { seedData } from '../../api/seed/data/index.ts';
import type { CourseSeed } from '../../api/seed/types.ts';

// Expectations derived from the real seed content, so the tests follow the content's changes
// while still checking what the api makes of it.

export { seedData };

export function course(slug: string): CourseSeed {
  const found = seedData.courses.find((c) => c.slug === slug);
  if (!found) throw new Error(`seed has no course ${slug}`);
  return found;
}

/** Code-point order, as the api sorts names. */
export const byName = (a: { name: string }, b: { name: string }) =>
  a.name < b.name ? -1 : a.name > b.name ? 1 : 0;

export const coursesInSection = (section: string) =>
  seedData.courses
    .filter((c) => c.sections.includes(section))
    .sort(byName)
    .map((c) => c.slug);

export const coursesInCategory = (category: string) =>
  seedData.courses.filter((c) => c.categories.includes(category));

/** A category that has a course and a second one, for filter tests. */
export function twoUsedCategories(): [string, string] {
  const used = [...new Set(seedData.courses.flatMap((c) => c.categories))];
  if (used.length < 2) throw new Error('seed needs two categories in use');
  return [used[0] as string, used[1] as string];
}
