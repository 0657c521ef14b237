import type { QueryRef } from '@apollo/client/react';
import type { RootLayoutQuery } from '../../gql/graphql.ts';

/** The shell's one query (root-layout.graphql), started by the root route's loader. */
export type ShellRef = QueryRef<RootLayoutQuery, Record<string, never>, 'complete' | 'streaming' | 'empty'>;
