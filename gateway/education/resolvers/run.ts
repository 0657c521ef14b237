import { GraphQLError } from 'graphql';
import { parseAmount } from '../../../domain/money.ts';
import type { RunResolvers } from '../../generated/resolvers-types.ts';

export const Run: RunResolvers = {
  startDate: (run) => run.start_date,
  startDateHeaderText: (run) => run.start_date_header_text,
  daysOfWeekRemark: (run) => run.days_of_week_remark,
  holidaysRemark: (run) => run.holidays_remark,
  numberOfLessons: (run) => run.number_of_lessons,
  startTime: (run) => run.start_time,
  endTime: (run) => run.end_time,
  dates: (run) => run.dates.map((d) => d.date),
  price: (run) => ({ cents: parseAmount(run.price) }),
  // Both figures come from the api, which applies domain/ (the same rules it enforces).
  registrationOpen: (run) => run.registration_open,
  paymentOptions: (run) => run.payment_options,
  course: async (run, _, { education }) => {
    const course = run.course === null ? null : await education.loaders.courseById.load(run.course);
    if (!course)
      throw new GraphQLError('De cursus van deze startdatum bestaat niet meer.', {
        extensions: { code: 'NOT_FOUND' },
      });
    return course;
  },
};
