import { BUSINESS } from '../../../../domain/business.ts';
import { toAmount } from '../../../../domain/money.ts';
import { absoluteUrl, paths } from '../../../../domain/paths.ts';
import { usePublicOrigin } from '../../components/document-head.tsx';
import type { CourseJsonLd_RunFragment } from '../../gql/graphql.ts';

type JsonLdRun = CourseJsonLd_RunFragment;

export type JsonLdCourse = {
  slug: string;
  name: string;
  description: string;
  seoDescription: string;
  bannerUrl: string;
  price: { cents: number };
  /** null when the runs could not be loaded: the course is described without instances. */
  runs: readonly JsonLdRun[] | null;
};

function offer(cents: number, url: string, available = true) {
  return {
    '@type': 'Offer',
    category: 'Paid',
    price: toAmount(cents),
    priceCurrency: 'EUR',
    url,
    availability: available ? 'https://schema.org/InStock' : 'https://schema.org/SoldOut',
  };
}

const DAY_MS = 86_400_000;

/** Minutes from `HH:MM` to `HH:MM`, or null when the lesson hours are not fixed. */
function lessonMinutes(run: JsonLdRun): number | null {
  if (!run.startTime || !run.endTime) return null;
  const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
  const length = minutes(run.endTime) - minutes(run.startTime);
  return length > 0 ? length : null;
}

/** `P1W` for weekly lessons, `P1D` for daily ones: the most common gap between lesson dates. */
function repeatFrequency(dates: readonly string[]): string {
  const gaps = dates.slice(1).map((date, i) => (Date.parse(date) - Date.parse(dates[i] ?? date)) / DAY_MS);
  const weekly = gaps.filter((gap) => gap >= 6).length;
  return weekly >= gaps.length / 2 ? 'P1W' : 'P1D';
}

/**
 * Google's required schedule of a course instance: how often and how many lessons, and the
 * total workload (lessons × lesson hours, or the number of lesson days when hours are not fixed).
 */
function schedule(run: JsonLdRun) {
  const minutes = lessonMinutes(run);
  const lessons = Math.max(1, run.numberOfLessons);
  return {
    courseSchedule: {
      '@type': 'Schedule',
      startDate: run.startDate,
      endDate: run.dates.at(-1) ?? run.startDate,
      repeatCount: lessons,
      repeatFrequency: repeatFrequency(run.dates),
      ...(minutes ? { duration: `PT${minutes}M` } : {}),
    },
    courseWorkload: minutes ? `PT${(minutes * lessons) / 60}H` : `P${lessons}D`,
  };
}

/** schema.org `Course` with one `CourseInstance` per upcoming run, for search engines. */
export function courseJsonLd(course: JsonLdCourse, origin: string) {
  const url = absoluteUrl(origin, paths.course(course.slug));
  const place = {
    '@type': 'Place',
    name: BUSINESS.name,
    address: {
      '@type': 'PostalAddress',
      streetAddress: BUSINESS.street,
      postalCode: BUSINESS.postalCode,
      addressLocality: BUSINESS.city,
      addressCountry: 'NL',
    },
  };
  return {
    '@context': 'https://schema.org',
    '@type': 'Course',
    name: course.name,
    description: course.seoDescription || course.description,
    url,
    image: new URL(course.bannerUrl, origin).href,
    inLanguage: 'nl',
    provider: { '@type': 'Organization', name: BUSINESS.name, url: origin },
    offers: offer(course.price.cents, url),
    hasCourseInstance: (course.runs ?? []).map((run) => ({
      '@type': 'CourseInstance',
      courseMode: 'onsite',
      startDate: run.startDate,
      endDate: run.dates.at(-1) ?? run.startDate,
      location: place,
      ...schedule(run),
      offers: offer(
        run.price.cents,
        absoluteUrl(origin, paths.registration(course.slug, run.id)),
        run.registrationOpen,
      ),
    })),
  };
}

/**
 * The JSON-LD script. `<` is escaped so no text of an editor can close the script element; the
 * browser never runs it (type application/ld+json), search engines read it.
 */
export function CourseJsonLd({ course }: { course: JsonLdCourse }) {
  const origin = usePublicOrigin();
  const json = JSON.stringify(courseJsonLd(course, origin)).replace(/</g, '\\u003c');
  // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with `<` escaped, not HTML
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
