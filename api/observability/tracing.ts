import { tracingFor } from '../../observability/tracing.ts';

// The api's spans, under the tracer `lumen-api`: each request (continuing the gateway's
// traceparent), each SQL statement, each Redis call.
export const tracing = tracingFor('lumen-api');
export const { inSpan } = tracing;
