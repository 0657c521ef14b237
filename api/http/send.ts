import type { Response } from 'express';
import type { z } from 'zod';

/**
 * Answers `value` as JSON with `status` (200 unless given). `schema` is the zod schema the route's
 * OpenAPI declaration names for that status, and `value` must be its output type: a change to an
 * answer's shape that the route does not follow fails the type check (`tsc`). The value is not
 * parsed at run time (the contract test validates the answers); headers set on `res` before stay.
 */
export function send<S extends z.ZodType>(
  res: Response,
  _schema: S,
  value: NoInfer<z.output<S>>,
  status = 200,
): void {
  res.status(status).json(value);
}
