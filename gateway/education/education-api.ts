import type {
  RestCategory,
  RestCourse,
  RestCourseCard,
  RestCourseRegistration,
  RestCourseRegistrationRequest,
  RestFaq,
  RestOpenDayRegistration,
  RestOpenDayRegistrationRequest,
  RestOpenDoorDay,
  RestProgram,
  RestRun,
  RestSection,
} from '../generated/rest-types.ts';
import { keyList } from '../rest/key-list.ts';
import type { RestClient, RestPage, SendResult } from '../rest/rest-client.ts';

/**
 * A form's body as the visitor filled it in: the api validates it and names every field that is
 * missing (null) or wrong, so the gateway may send what the request schema would refuse.
 */
export type Unvalidated<T> = { [K in keyof T]: (T[K] extends boolean ? boolean : T[K]) | null };

// Every REST call of the education domain (api/CONTRACT.md), in one place. Batch calls take key
// lists and answer bare arrays (`no_page`); the loaders map them back to keys.

export class EducationApi {
  private readonly rest: RestClient;

  constructor(rest: RestClient) {
    this.rest = rest;
  }

  sections(): Promise<RestSection[]> {
    return this.rest.get('/sections/?no_page=true');
  }

  sectionsBySlug(slugs: readonly string[]): Promise<RestSection[]> {
    return this.rest.get(`/sections/?no_page=true&slug__in=${keyList(slugs)}`);
  }

  /** Every course (the sitemap). */
  courses(): Promise<RestCourse[]> {
    return this.rest.get('/courses/?no_page=true');
  }

  coursesBySlug(slugs: readonly string[]): Promise<RestCourse[]> {
    return this.rest.get(`/courses/?no_page=true&slug__in=${keyList(slugs)}`);
  }

  coursesById(ids: readonly number[]): Promise<RestCourse[]> {
    return this.rest.get(`/courses/?no_page=true&id__in=${keyList(ids)}`);
  }

  coursesOfSection(section: string, category?: string | null): Promise<RestCourse[]> {
    const cat = category ? `&categories__slug=${encodeURIComponent(category)}` : '';
    return this.rest.get(`/courses/?no_page=true&sections__slug=${encodeURIComponent(section)}${cat}`);
  }

  /**
   * The first `size` course cards (by name) in any of the categories that have upcoming runs,
   * leaving out course `exclude`: only what a card shows, only as many as it shows.
   */
  relatedCourseCards(filter: {
    categories: readonly string[];
    exclude: number;
    size: number;
  }): Promise<RestPage<RestCourseCard>> {
    const { categories, exclude, size } = filter;
    return this.rest.get(
      `/courses/?view=card&with_runs=true&category__slug=${keyList(categories)}&exclude=${exclude}&page_size=${size}`,
    );
  }

  categoriesBySlug(slugs: readonly string[]): Promise<RestCategory[]> {
    return this.rest.get(`/categories/?no_page=true&slug__in=${keyList(slugs)}`);
  }

  /** Runs of the courses by start date; with `from`, only those starting on or after it. */
  runsOfCourses(courseSlugs: readonly string[], from?: string | null): Promise<RestRun[]> {
    const later = from ? `&starts_later=${encodeURIComponent(from)}` : '';
    return this.rest.get(
      `/runs/?no_page=true&ordering=start_date&course__slug__in=${keyList(courseSlugs)}${later}`,
    );
  }

  /** Runs that have a course, soonest first, from `offset` (the agenda and the home page). */
  agendaRuns(filter: {
    from: string;
    to?: string | null;
    category?: string | null;
    offset: number;
    limit: number;
  }): Promise<RestPage<RestRun>> {
    const params = new URLSearchParams({
      has_course: 'true',
      ordering: 'start_date',
      starts_later: filter.from,
      offset: String(filter.offset),
      page_size: String(filter.limit),
    });
    if (filter.to) params.set('starts_before', filter.to);
    if (filter.category) params.set('course__categories__slug', filter.category);
    return this.rest.get(`/runs/?${params}`);
  }

  /** Every run with a course starting on or after `from`, unpaged (the iCalendar feed). */
  agendaRunsAll(filter: { from: string; category?: string | null }): Promise<RestRun[]> {
    const params = new URLSearchParams({ no_page: 'true', has_course: 'true', starts_later: filter.from });
    if (filter.category) params.set('course__categories__slug', filter.category);
    return this.rest.get(`/runs/?${params}`);
  }

  runsById(ids: readonly number[]): Promise<RestRun[]> {
    return this.rest.get(`/runs/?no_page=true&id__in=${keyList(ids)}`);
  }

  categories(section?: string | null): Promise<RestCategory[]> {
    const filter = section ? `&courses__sections__slug=${encodeURIComponent(section)}` : '';
    return this.rest.get(`/categories/?no_page=true${filter}`);
  }

  programsOfCourses(courseSlugs: readonly string[]): Promise<RestProgram[]> {
    return this.rest.get(`/programs/?no_page=true&courses__slug__in=${keyList(courseSlugs)}`);
  }

  upcomingOpenDays(): Promise<RestOpenDoorDay[]> {
    return this.rest.get('/opendoordays/?no_page=true&upcoming=true');
  }

  generalFaqs(): Promise<RestFaq[]> {
    return this.rest.get('/faqs/?no_page=true&everywhere=true');
  }

  registerForCourse(
    body: Unvalidated<RestCourseRegistrationRequest>,
  ): Promise<SendResult<RestCourseRegistration>> {
    return this.rest.send('POST', '/courseregistration/', body);
  }

  registerForOpenDay(
    body: Unvalidated<RestOpenDayRegistrationRequest>,
  ): Promise<SendResult<RestOpenDayRegistration>> {
    return this.rest.send('POST', '/opendoordayregistration/', body);
  }
}
