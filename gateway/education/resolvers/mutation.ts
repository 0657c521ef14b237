import { payload, toId } from '../../base/field-errors.ts';
import type { MutationResolvers } from '../../generated/resolvers-types.ts';

// The enums arrive as the api's codes (codegen `enumValues`): SELF is `S`, DIRECT_DEBIT is `I`.
export const educationMutations: MutationResolvers = {
  registerForCourse: async (_, { input }, { education }) => {
    const result = await education.api.registerForCourse({
      run: toId(input.runId),
      course: input.courseSlug,
      first_name: input.firstName,
      last_name: input.lastName,
      email: input.email,
      phone: input.phone,
      street: input.street ?? '',
      house_number: input.houseNumber ?? '',
      postal_code: input.postalCode ?? '',
      city: input.city ?? '',
      date_of_birth: input.dateOfBirth ?? null,
      experience: input.experience ?? '',
      remarks: input.remarks ?? '',
      payer: input.payer ?? 'S',
      payer_details: input.payerDetails ?? '',
      payment: input.payment ?? 'T',
      payment_terms: input.paymentTerms ?? null,
      iban: input.iban ?? '',
      open_door_day: input.attendedOpenDay ?? false,
      accept: input.accept,
      apply_for_stap: input.applyForStap ?? false,
    });
    return payload(result, { run: 'runId', course: 'courseSlug', open_door_day: 'attendedOpenDay' });
  },
  registerForOpenDay: async (_, { input }, { education }) => {
    const result = await education.api.registerForOpenDay({
      open_door_day: toId(input.openDayId),
      name: input.name,
      email: input.email,
      phone: input.phone ?? '',
      persons: input.persons,
      remarks: input.remarks ?? '',
    });
    return payload(result, { open_door_day: 'openDayId' });
  },
};
