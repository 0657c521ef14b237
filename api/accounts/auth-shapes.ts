import { z } from 'zod';
import { Detail, FieldErrors, type Json, json, ref } from '../http/openapi.ts';
import { TOO_MANY_DOC } from '../limits/rate-limit.ts';
import { PASSWORD_PURPOSES } from './tables.ts';
import { User, UserState } from './users.ts';

// The auth calls' request bodies and answers (README "Auth"), declared once in zod; the route
// modules describe their paths with `authPost`.

export const CheckEmailRequest = z
  .object({ email: z.string(), redirect: z.string().optional() })
  .meta({ id: 'CheckEmailRequest' });

export const EmailStatus = z
  .object({
    status: z
      .union([z.literal(100), z.literal(101), z.literal(102)])
      .describe('100 an active account, 101 not yet activated, 102 no account'),
  })
  .meta({ id: 'EmailStatus' });

export const LoginRequest = z
  .object({ email: z.string(), password: z.string() })
  .meta({ id: 'LoginRequest' });

export const RegisterRequest = z
  .object({
    first_name: z.string(),
    last_name: z.string(),
    email: z.string(),
    username: z.string().optional().describe('Defaults to the email'),
    password: z.string(),
    password2: z.string(),
    redirect: z.string().optional().describe('A site path (one leading /) to return to after activation'),
  })
  .meta({ id: 'RegisterRequest' });

export const TokenRequest = z.object({ token: z.string() }).meta({ id: 'TokenRequest' });

export const TokenCheck = z
  .object({
    valid: z.boolean(),
    purpose: z.enum(PASSWORD_PURPOSES).optional().describe('Only when valid'),
    email: z.string().optional().describe("The account's address; only when valid"),
  })
  .meta({ id: 'TokenCheck' });

export const SetPasswordRequest = z
  .object({
    token: z.string(),
    password: z.string(),
    password2: z
      .string()
      .optional()
      .describe('The password repeated; when given it must equal `password` (the site always sends it)'),
  })
  .meta({ id: 'SetPasswordRequest' });

export const SignedIn = z
  .object({
    user: User,
    redirect: z.string().nullable().describe('The site path given at registration, or null'),
  })
  .meta({ id: 'SignedIn' });

export const ResetPasswordRequest = z.object({ email: z.string() }).meta({ id: 'ResetPasswordRequest' });

export const ProfileRequest = z
  .object({ first_name: z.string(), last_name: z.string(), email: z.string() })
  .meta({ id: 'ProfileRequest' });

export const ProfileState = z
  .object({
    user: User.describe('The user as saved: the name at once, the address only once confirmed'),
    pending_email: z
      .string()
      .nullable()
      .describe('The new address whose confirmation link was sent and not yet opened; null for none'),
    detail: z.string().describe('What to tell the visitor (Dutch): saved, or where the link was sent'),
  })
  .meta({ id: 'ProfileState' });

export const EmailConfirmed = z
  .object({
    detail: z.string().describe('"Je e-mailadres is gewijzigd in …"'),
    email: z.string().describe("The account's address from now on"),
    user: User.nullable().describe('The signed-in user afterwards; null when nobody is signed in'),
  })
  .meta({ id: 'EmailConfirmed' });

export const EmailTokenState = z
  .object({
    state: z
      .enum(['open', 'used', 'expired', 'invalid'])
      .describe('invalid: forged, unknown or replaced by a newer link'),
    detail: z.string().describe('What the page says, in Dutch'),
  })
  .meta({ id: 'EmailTokenState' });

export const ChangePasswordRequest = z
  .object({ old_password: z.string(), password: z.string(), password2: z.string() })
  .meta({ id: 'ChangePasswordRequest' });

export { UserState };

/** An auth POST: needs X-CSRFToken; 400 field errors; 403 CSRF (or `forbidden`); 429 when limited. */
export function authPost(
  summary: string,
  description: string,
  request: z.ZodType | null,
  ok: Record<string, Json>,
  options: { limited?: boolean; forbidden?: string } = {},
): Json {
  return {
    post: {
      summary,
      description: `Needs X-CSRFToken. ${description}`,
      ...(request
        ? { requestBody: { required: true, content: { 'application/json': { schema: ref(request) } } } }
        : {}),
      responses: {
        ...ok,
        '400': json(ref(FieldErrors), 'Per field a list of Dutch messages; non_field_errors for the whole.'),
        '403': json(ref(Detail), options.forbidden ?? 'CSRF-controle mislukt.'),
        ...(options.limited ? { '429': TOO_MANY_DOC } : {}),
      },
    },
  };
}
