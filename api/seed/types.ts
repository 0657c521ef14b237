// The shape of the seed data: plain objects, independent of the database schema, so the
// content (api/seed/data/*.ts) and the code that inserts it (api/seed/seed.ts) evolve apart.
// Dates are relative to "today" (the api clock) so a fresh database always has runs before and
// after today; the seeder turns offsets into dates deterministically.

export type QuoteSeed = { quote: string; author: string; authorAge?: number };
export type FaqSeed = { question: string; answer: string };
export type BlockSeed = { name: string; content: string }; // content is HTML
export type PageSeed = { title: string; blocks: BlockSeed[] };

export type SectionSeed = {
  slug: string;
  name: string;
  menuName?: string;
  position: number;
  disabled?: boolean;
  quotes: QuoteSeed[];
  faqs: FaqSeed[];
  page?: PageSeed;
};

export type CategorySeed = {
  slug: string;
  name: string;
  canonicalName: string;
  parent?: string; // slug of the parent category
};

export type RunSeed = {
  /** Days from today to the first lesson; the seeder moves it to the next working day. May be negative. */
  startOffsetDays: number;
  numberOfLessons: number;
  /** Days between lessons (7 = weekly); lesson dates that fall on a public holiday shift a week. */
  intervalDays: number;
  startDateHeaderText?: string;
  remarks?: string;
  daysOfWeekRemark?: string;
  holidaysRemark?: string;
  /** Defaults to the course price. */
  priceCents?: number;
  /** Lesson hours as `HH:MM` (Europe/Amsterdam), as the remarks state them. */
  /** ISO weekday (1 = Monday … 5 = Friday) the run is taught on, when its remarks name one. */
  weekday?: 1 | 2 | 3 | 4 | 5;
  startTime?: string;
  endTime?: string;
};

/** What a gap-year variant offers besides its lessons (SPEC §9). */
export type GapYearSeed = {
  daysPerWeek: number;
  rentalCreditCents: number;
  rentalDiscountPercent: number;
  rentalDiscountYears: number;
};

export type CourseSeed = {
  slug: string;
  name: string;
  description: string; // plain text, paragraphs separated by a blank line
  seoDescription: string;
  priceCents: number;
  /** false: no banner, the site shows its fallback image. */
  hasBanner: boolean;
  categories: string[]; // category slugs
  sections: string[]; // section slugs
  quotes: QuoteSeed[];
  faqs: FaqSeed[];
  page?: PageSeed;
  programme: { name: string; description: string }[];
  runs: RunSeed[];
  /** Only the gap-year variants. */
  gapYear?: GapYearSeed;
};

export type OpenDaySeed = { startOffsetDays: number; subject: string; time: string; location: string };

export type ContentPageSeed = {
  path: string; // "home", "over-ons", "over-ons/team"
  title: string;
  template: 'DEFAULT' | 'CAMPAIGN' | 'PAGEALTERNATEBLOCKS' | 'MOVING';
  blocks: BlockSeed[];
};

export type WidgetSeed = { ref: string; title: string; content: string };

export type BannerItemSeed = {
  content: string;
  /** Name of a generated image, served at /api/media/banners/{image}.svg */
  image: string;
  links: { linkName: string; linkTarget: string }[];
};

export type SeedData = {
  sections: SectionSeed[];
  categories: CategorySeed[];
  courses: CourseSeed[];
  openDays: OpenDaySeed[];
  generalFaqs: FaqSeed[];
  pages: ContentPageSeed[];
  widgets: WidgetSeed[];
  homepage: { bannerItems: BannerItemSeed[] };
};
