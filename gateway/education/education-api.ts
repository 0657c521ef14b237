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
import type { RestClient, SendResult } from '../rest/rest-client.ts';
import type { ListItems, ListPage, Unvalidated } from '../rest/rest-paths.ts';

/** A page of `GET /courses/` whose items are all of one kind (`view=card`: CourseCard). */
export type CoursePage<T extends ListItems<'/courses/'>[number]> = Omit<ListPage<'/courses/'>, 'results'> & {
  results: T[];
};

/** `/courses/` without `view` (view=full): every item is a whole Course. */
const fullCourses = (items: ListItems<'/courses/'>) => items as RestCourse[];

// Every REST call of the education domain (api/CONTRACT.md), in one place. Batch calls take key
// lists and answer bare arrays (`no_page`); the loaders map them back to keys.

export class EducationApi {
  private readonly rest: RestClient;

  constructor(rest: RestClient) {
    this.rest = rest;
  }

  sections(): Promise<RestSection[]> {
    return this.rest.list('/sections/');
  }

  sectionsBySlug(slugs: readonly string[]): Promise<RestSection[]> {
    return this.rest.list('/sections/', { params: { query: { slug__in: slugs } } });
  }

  /** Every course (the sitemap). */
  async courses(): Promise<RestCourse[]> {
    return fullCourses(await this.rest.list('/courses/'));
  }

  async coursesBySlug(slugs: readonly string[]): Promise<RestCourse[]> {
    return fullCourses(await this.rest.list('/courses/', { params: { query: { slug__in: slugs } } }));
  }

  async coursesById(ids: readonly number[]): Promise<RestCourse[]> {
    return fullCourses(await this.rest.list('/courses/', { params: { query: { id__in: ids } } }));
  }

  async coursesOfSection(section: string, category?: string | null): Promise<RestCourse[]> {
    const query = { sections__slug: section, categories__slug: category || undefined };
    return fullCourses(await this.rest.list('/courses/', { params: { query } }));
  }

  /**
   * The first `size` course cards (by name) in any of the categories that have upcoming runs,
   * leaving out course `exclude`: only what a card shows, only as many as it shows.
   */
  async relatedCourseCards(filter: {
    categories: readonly string[];
    exclude: number;
    size: number;
  }): Promise<CoursePage<RestCourseCard>> {
    const { categories, exclude, size } = filter;
    const page = await this.rest.page('/courses/', {
      params: {
        query: { view: 'card', with_runs: 'true', category__slug: categories, exclude, page_size: size },
      },
    });
    // view=card: every item is a CourseCard.
    return page as CoursePage<RestCourseCard>;
  }

  categoriesBySlug(slugs: readonly string[]): Promise<RestCategory[]> {
    return this.rest.list('/categories/', { params: { query: { slug__in: slugs } } });
  }

  /** Runs of the courses by start date; with `from`, only those starting on or after it. */
  runsOfCourses(courseSlugs: readonly string[], from?: string | null): Promise<RestRun[]> {
    return this.rest.list('/runs/', {
      params: {
        query: { ordering: 'start_date', course__slug__in: courseSlugs, starts_later: from || undefined },
      },
    });
  }

  /** Runs that have a course, soonest first, from `offset` (the agenda and the home page). */
  agendaRuns(filter: {
    from: string;
    to?: string | null;
    category?: string | null;
    offset: number;
    limit: number;
  }): Promise<ListPage<'/runs/'>> {
    return this.rest.page('/runs/', {
      params: {
        query: {
          has_course: 'true',
          ordering: 'start_date',
          starts_later: filter.from,
          offset: filter.offset,
          page_size: filter.limit,
          starts_before: filter.to || undefined,
          course__categories__slug: filter.category || undefined,
        },
      },
    });
  }

  /** Every run with a course starting on or after `from`, unpaged (the iCalendar feed). */
  agendaRunsAll(filter: { from: string; category?: string | null }): Promise<RestRun[]> {
    return this.rest.list('/runs/', {
      params: {
        query: {
          has_course: 'true',
          starts_later: filter.from,
          course__categories__slug: filter.category || undefined,
        },
      },
    });
  }

  runsById(ids: readonly number[]): Promise<RestRun[]> {
    return this.rest.list('/runs/', { params: { query: { id__in: ids } } });
  }

  categories(section?: string | null): Promise<RestCategory[]> {
    return this.rest.list('/categories/', {
      params: { query: { courses__sections__slug: section || undefined } },
    });
  }

  programsOfCourses(courseSlugs: readonly string[]): Promise<RestProgram[]> {
    return this.rest.list('/programs/', { params: { query: { courses__slug__in: courseSlugs } } });
  }

  upcomingOpenDays(): Promise<RestOpenDoorDay[]> {
    return this.rest.list('/opendoordays/', { params: { query: { upcoming: 'true' } } });
  }

  generalFaqs(): Promise<RestFaq[]> {
    return this.rest.list('/faqs/', { params: { query: { everywhere: 'true' } } });
  }

  registerForCourse(
    body: Unvalidated<RestCourseRegistrationRequest>,
  ): Promise<SendResult<RestCourseRegistration>> {
    return this.rest.POST('/courseregistration/', { body: body as RestCourseRegistrationRequest });
  }

  registerForOpenDay(
    body: Unvalidated<RestOpenDayRegistrationRequest>,
  ): Promise<SendResult<RestOpenDayRegistration>> {
    return this.rest.POST('/opendoordayregistration/', { body: body as RestOpenDayRegistrationRequest });
  }
}
