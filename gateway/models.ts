// The REST shapes of api/CONTRACT.md as the gateway receives them. Resolvers are typed against
// these (codegen `mappers`), so a field the api does not send is a type error, not a silent null.

export type QuoteModel = { quote: string; author: string; author_age: number | null };
export type FaqModel = { id: number; question: string; answer: string };
export type BlockModel = { id: number; name: string; content: string };
export type Ref = { id: number };
export type SlugRef = { id: number; slug: string; name: string };

export type SectionModel = {
  id: number;
  slug: string;
  name: string;
  menu_name: string | null;
  disabled: boolean;
  page: Ref | null;
  quotes: QuoteModel[];
  faqs: FaqModel[];
};

export type CourseModel = {
  id: number;
  slug: string;
  name: string;
  description: string;
  seo_description: string;
  price: string;
  banner: string | null;
  categories: SlugRef[];
  sections: SlugRef[];
  page: Ref | null;
  quotes: QuoteModel[];
  faqs: FaqModel[];
};

/** A full category from /categories/, or the short form embedded in a course. */
export type CategoryModel = SlugRef & {
  data?: { name: string; canonical_name: string };
  children?: CategoryModel[];
};

export type RunModel = {
  id: number;
  course: number | null;
  start_date: string;
  start_date_header_text: string | null;
  remarks: string | null;
  days_of_week_remark: string | null;
  holidays_remark: string | null;
  number_of_lessons: number;
  /** Lesson hours `HH:MM` in Amsterdam; null when the api does not know them. */
  start_time: string | null;
  end_time: string | null;
  price: string;
  dates: { date: string }[];
};

export type ProgramModel = {
  id: number;
  courses: { id: number; slug: string }[];
  items: { name: string; description: string }[];
};

export type OpenDayModel = { id: number; subject: string; date: string; time: string; location: string };

export type PageModel = {
  id: number;
  title: string;
  slug: string;
  template: 'DEFAULT' | 'CAMPAIGN' | 'PAGEALTERNATEBLOCKS' | 'MOVING';
  blocks: BlockModel[];
};

export type InternalPageModel = { id: number; title: string; blocks: BlockModel[] };

export type WidgetModel = { id: number; ref: string; title: string; content: string };

/** Money inside the gateway is integer cents; the GraphQL Money type derives its texts from it. */
export type MoneyModel = { cents: number };

export type Paged<T> = { count: number; next: string | null; previous: string | null; results: T[] };

export type BannerLinkModel = { id: number; link_name: string; link_target: string };

export type BannerItemModel = { id: number; content: string; image: string; links: BannerLinkModel[] };

export type HomepageConfigModel = { banner_items: BannerItemModel[] };
