import type { RestClient, SendResult } from './rest-client.ts';

// The REST calls behind the site's forms (SPEC §7). Bodies use the api's snake_case names; a
// 400 comes back as field errors for the form, not as an exception.

export type CourseRegistrationBody = {
  run: number | null;
  course: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  street: string;
  house_number: string;
  postal_code: string;
  city: string;
  date_of_birth: string | null;
  experience: string;
  remarks: string;
  payer: 'S' | 'O';
  payer_details: string;
  payment: 'T' | 'I' | 'V';
  payment_terms: 'ON' | 'TH' | 'SI' | null;
  iban: string;
  open_door_day: boolean;
  accept: boolean;
  apply_for_stap: boolean;
};

export type OpenDayRegistrationBody = {
  open_door_day: number | null;
  name: string;
  email: string;
  phone: string;
  persons: number;
  remarks: string;
};

export class FormsApi {
  private readonly rest: RestClient;

  constructor(rest: RestClient) {
    this.rest = rest;
  }

  registerForCourse(body: CourseRegistrationBody): Promise<SendResult<unknown>> {
    return this.rest.send('POST', '/courseregistration/', body);
  }

  registerForOpenDay(body: OpenDayRegistrationBody): Promise<SendResult<unknown>> {
    return this.rest.send('POST', '/opendoordayregistration/', body);
  }

  subscribeToNewsletter(email: string): Promise<SendResult<unknown>> {
    return this.rest.send('POST', '/mailinglist/', { email_address: email });
  }
}
