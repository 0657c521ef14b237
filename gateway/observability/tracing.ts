import { tracingFor } from '../../observability/tracing.ts';

// The gateway's spans, under the tracer `lumen-gateway`: each request (a trace starts here), each
// GraphQL operation, each DataLoader batch, each upstream call, Redis.
export const tracing = tracingFor('lumen-gateway');
export const { inSpan, graphqlSpan, tracedBatch } = tracing;
