import type {
  CategoryModel,
  CourseModel,
  FaqModel,
  HomepageConfigModel,
  InternalPageModel,
  OpenDayModel,
  Paged,
  PageModel,
  ProgramModel,
  RunModel,
  SectionModel,
  WidgetModel,
} from '../models.ts';
import type { RestClient } from './rest-client.ts';

// Every REST call the gateway makes for education and content, in one place (api/CONTRACT.md).
// Batch calls take key lists and answer bare arrays (`no_page`); loaders map them back to keys.

const list = (keys: readonly (string | number)[]) => keys.map((k) => encodeURIComponent(String(k))).join(',');

export class EducationApi {
  private readonly rest: RestClient;

  constructor(rest: RestClient) {
    this.rest = rest;
  }

  sections(): Promise<SectionModel[]> {
    return this.rest.get('/sections/?no_page=true');
  }

  sectionsBySlug(slugs: readonly string[]): Promise<SectionModel[]> {
    return this.rest.get(`/sections/?no_page=true&slug__in=${list(slugs)}`);
  }

  coursesBySlug(slugs: readonly string[]): Promise<CourseModel[]> {
    return this.rest.get(`/courses/?no_page=true&slug__in=${list(slugs)}`);
  }

  coursesById(ids: readonly number[]): Promise<CourseModel[]> {
    return this.rest.get(`/courses/?no_page=true&id__in=${list(ids)}`);
  }

  coursesOfSection(section: string, category?: string | null): Promise<CourseModel[]> {
    const cat = category ? `&categories__slug=${encodeURIComponent(category)}` : '';
    return this.rest.get(`/courses/?no_page=true&sections__slug=${encodeURIComponent(section)}${cat}`);
  }

  /** Courses in any of the categories that have upcoming runs. */
  coursesWithRunsInCategories(categorySlugs: readonly string[]): Promise<CourseModel[]> {
    return this.rest.get(`/courses/?no_page=true&with_runs=true&category__slug=${list(categorySlugs)}`);
  }

  categoriesBySlug(slugs: readonly string[]): Promise<CategoryModel[]> {
    return this.rest.get(`/categories/?no_page=true&slug__in=${list(slugs)}`);
  }

  runsOfCourses(courseSlugs: readonly string[]): Promise<RunModel[]> {
    return this.rest.get(`/runs/?no_page=true&ordering=start_date&course__slug__in=${list(courseSlugs)}`);
  }

  /** Runs that have a course, soonest first, from `offset` (the agenda and the home page). */
  agendaRuns(filter: {
    from: string;
    to?: string | null;
    category?: string | null;
    offset: number;
    limit: number;
  }): Promise<Paged<RunModel>> {
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
  agendaRunsAll(filter: { from: string; category?: string | null }): Promise<RunModel[]> {
    const params = new URLSearchParams({ no_page: 'true', has_course: 'true', starts_later: filter.from });
    if (filter.category) params.set('course__categories__slug', filter.category);
    return this.rest.get(`/runs/?${params}`);
  }

  runsById(ids: readonly number[]): Promise<RunModel[]> {
    return this.rest.get(`/runs/?no_page=true&id__in=${list(ids)}`);
  }

  categories(section?: string | null): Promise<CategoryModel[]> {
    const filter = section ? `&courses__sections__slug=${encodeURIComponent(section)}` : '';
    return this.rest.get(`/categories/?no_page=true${filter}`);
  }

  homepageConfig(): Promise<HomepageConfigModel> {
    return this.rest.get('/homepageconfig/');
  }

  programsOfCourses(courseSlugs: readonly string[]): Promise<ProgramModel[]> {
    return this.rest.get(`/programs/?no_page=true&courses__slug__in=${list(courseSlugs)}`);
  }

  internalPagesById(ids: readonly number[]): Promise<InternalPageModel[]> {
    return this.rest.get(`/main/internalpages/?no_page=true&id__in=${list(ids)}`);
  }

  upcomingOpenDays(): Promise<OpenDayModel[]> {
    return this.rest.get('/opendoordays/?no_page=true&upcoming=true');
  }

  generalFaqs(): Promise<FaqModel[]> {
    return this.rest.get('/faqs/?no_page=true&everywhere=true');
  }

  /** A content page by path (`home`, `over-ons/team`); null when there is none. */
  page(path: string): Promise<PageModel | null> {
    const encoded = path.split('/').map(encodeURIComponent).join('/');
    return this.rest.getOrNull(`/main/pages/${encoded}/`);
  }

  widgetsByRef(refs: readonly string[]): Promise<WidgetModel[]> {
    return this.rest.get(`/main/widgets/?no_page=true&ref__in=${list(refs)}`);
  }
}
