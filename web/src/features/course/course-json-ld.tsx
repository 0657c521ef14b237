import { BUSINESS } from '../../../../domain/business.ts';
import { toAmount } from '../../../../domain/money.ts';
import { absoluteUrl, paths } from '../../app/paths.ts';
import { usePublicOrigin } from '../../components/document-head.tsx';

type JsonLdRun = {
  id: string;
  startDate: string;
  dates: readonly string[];
  registrationOpen: boolean;
  price: { cents: number };
};

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
