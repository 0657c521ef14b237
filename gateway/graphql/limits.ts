import type { ApolloServerPlugin } from '@apollo/server';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import {
  type DocumentNode,
  GraphQLError,
  type GraphQLSchema,
  getNamedType,
  getNullableType,
  isListType,
  type OperationDefinitionNode,
} from 'graphql';
import { type ComplexityEstimator, getComplexity } from 'graphql-query-complexity';

// Every operation passes these limits before it runs (DESIGN.md, Security). The numbers come from
// the site's own operations (tests/gateway/limits.test.ts runs every web/ document through them and
// asserts headroom): the largest page needs about a fifth of each.
export const LIMITS = {
  /**
   * Nesting of selections: a cart mutation's answer goes 6 deep (payload, cart, its lines, their
   * article, its images, a size), the course page as deep; 12 keeps twice that as headroom.
   */
  depth: 12,
  /** Aliased fields per operation. */
  aliases: 15,
  /** Lexical tokens: bounds parsing and validation time. */
  tokens: 2000,
  /** Directives per operation (@include, @skip). */
  directives: 20,
  /**
   * Estimated fields resolved: a list field counts its selection once per item (`first`, or an
   * assumed size), so nested lists multiply. Bounds memory, time and upstream calls.
   */
  cost: 5000,
} as const;

/** Items assumed in a list field without a `first` argument (a course's runs, a section's faqs). */
const ASSUMED_LIST_SIZE = 10;

/**
 * Lists whose size the data bounds, not the client, assumed at about their real size: a category
 * tree has about ten roots, three children a category on average and at most three levels (a
 * deeper `children { children { … } } }` only repeats empty lists, answered from the one category
 * dump in memory); an article is in a campaign or two. A menu or a list page's tree is then
 * costed as the tree it is, not as ten times ten times ten categories. A rental calendar is
 * costed at its largest, three months.
 */
const KNOWN_LIST_SIZES: Record<string, number> = {
  'ArticleCategory.children': 3,
  'ArticleCategory.ancestors': 3,
  'Article.sales': 2,
  // A calendar is at most 93 days (gateway/shop/rental-calendar.ts), each with at most 4 slots.
  'RentalCalendar.days': 93,
  'DaySlots.slots': 4,
  // The desk's rental lines: an order has a few, a line's units are its count (at pickup and
  // return), and an order collides with a few others; the lists of a day are paged by the api.
  'DeskOrder.rentalLines': 3,
  'DeskOrder.collisions': 3,
  'DeskHandoverOrder.lines': 3,
  'DeskHandoverOrder.collisions': 3,
  'DeskRentalLine.units': 3,
};

/**
 * Values, not things: an amount or a price is computed in memory from its parent's figures, with a
 * handful of scalar fields under it and no list or call. Each counts as one field, however many of
 * its few fields are asked (so showing a price both ways costs a list page no more than one way).
 * A calendar day's availability is one too: computed in memory from the calendar's one upstream
 * call, at most 4 slots and the articles asked (at most 48) under it.
 */
const VALUE_TYPES = new Set([
  'Money',
  'Price',
  'DayAvailability',
  // The planner's cells (schema/desk.graphql "Planner"): read from the page's one REST answer,
  // whose size the api bounds (at most 50 articles of at most 12 weeks), a few scalars each.
  'DeskPlannerReservation',
  'DeskPlannerHandover',
  'DeskPlannerConflict',
  'DeskPlannerAssignment',
  'DeskPlannerRepair',
]);

/**
 * The item lists of paged windows, whose items the window's `first` already counted: a
 * connection's `edges`, an article list's `articles` (`articles(first: 48) { articles { … } }`).
 */
const isWindowItems = (typeName: string, fieldName: string) =>
  (fieldName === 'edges' && typeName.endsWith('Connection')) ||
  (fieldName === 'articles' && typeName === 'ArticleList');

type Limit = keyof typeof LIMITS;

const MESSAGES: Record<Limit, string> = {
  depth: `De query is te diep genest (maximaal ${LIMITS.depth} niveaus).`,
  aliases: `De query gebruikt te veel aliassen (maximaal ${LIMITS.aliases}).`,
  tokens: `De query is te lang (maximaal ${LIMITS.tokens} tokens).`,
  directives: `De query gebruikt te veel directives (maximaal ${LIMITS.directives}).`,
  cost: `De query vraagt te veel op (maximaal ${LIMITS.cost} velden). Vraag minder velden of kleinere pagina's op.`,
};

export const QUERY_TOO_COMPLEX = 'QUERY_TOO_COMPLEX';

/** The error of a refused operation: HTTP 400, a Dutch message, `QUERY_TOO_COMPLEX`. */
export function limitError(limit: Limit): GraphQLError {
  return new GraphQLError(MESSAGES[limit], {
    extensions: { code: QUERY_TOO_COMPLEX, limit, http: { status: 400 } },
  });
}

// Armor reports its refusals as `Syntax Error: <errorMessage>` and graphql's parser its token
// limit as `Document contains more that N tokens`; `refusedLimit` recognises either when the
// answer is formatted, and the answer names our limit instead.
const marker = (limit: Limit) => `armor-limit:${limit}`;

export function refusedLimit(message: string): Limit | null {
  if (/^Syntax Error: Document contains more tha[nt] \d+ tokens/.test(message)) return 'tokens';
  const match = /armor-limit:(depth|aliases|directives)\b/.exec(message);
  return match ? (match[1] as Limit) : null;
}

/**
 * A list field's selection counts once per item: `first` when the field takes it, else its known
 * or an assumed size. A window's items (a connection's `edges`, an article list's `articles`)
 * were already multiplied by the window's `first`.
 */
const listEstimator: ComplexityEstimator = ({ type, field, args, childComplexity }) => {
  // Introspection reads the schema in memory, and graphql's own MaxIntrospectionDepthRule (one of
  // the specified rules) stops the nested form that could blow up: it costs nothing here.
  if (field.name.startsWith('__') || type.name.startsWith('__')) return 0;
  if (VALUE_TYPES.has(getNamedType(field.type).name)) return 1;
  const first = typeof args.first === 'number' ? Math.max(0, args.first) : undefined;
  const isList = isListType(getNullableType(field.type));
  if (first === undefined && !isList) return 1 + childComplexity;
  const items =
    first ??
    (isWindowItems(type.name, field.name)
      ? 1
      : (KNOWN_LIST_SIZES[`${type.name}.${field.name}`] ?? ASSUMED_LIST_SIZE));
  return 1 + items * childComplexity;
};

/** The estimated cost of `document` with its variables (exported for the limits test). */
export function operationCost(options: Omit<Parameters<typeof getComplexity>[0], 'estimators'>): number {
  return getComplexity({ ...options, estimators: [listEstimator] });
}

/**
 * Costs already worked out, by query hash, operation and the values of the variables it declares,
 * oldest first: the same document with the same variables always costs the same, and working it
 * out was a quarter of the CPU of an answer served from the response cache. Bounded in entries,
 * and a key longer than KNOWN_COST_KEY_CHARS (large variables) is worked out every time, so a
 * client varying its variables only misses.
 */
const knownCosts = new Map<string, number>();
const KNOWN_COSTS = 10_000;
const KNOWN_COST_KEY_CHARS = 1024;

function rememberedCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  queryHash: string,
  operation: OperationDefinitionNode | undefined,
  variables: Record<string, unknown>,
): number {
  const work = () =>
    operationCost({ schema, query: document, variables, operationName: operation?.name?.value });
  // Absent and null are kept apart: an absent variable takes its default, null does not.
  const declared = Object.fromEntries(
    (operation?.variableDefinitions ?? [])
      .map((d) => d.variable.name.value)
      .filter((name) => Object.hasOwn(variables, name))
      .map((name) => [name, variables[name]]),
  );
  const key = `${queryHash}\n${operation?.name?.value ?? ''}\n${JSON.stringify(declared)}`;
  if (key.length > KNOWN_COST_KEY_CHARS) return work();
  let cost = knownCosts.get(key);
  if (cost === undefined) {
    cost = work();
    if (knownCosts.size >= KNOWN_COSTS) knownCosts.delete(knownCosts.keys().next().value as string);
    knownCosts.set(key, cost);
  }
  return cost;
}

const costLimitPlugin = (maxCost: number): ApolloServerPlugin => ({
  async requestDidStart() {
    return {
      async didResolveOperation({ request, document, schema, queryHash, operation }) {
        let cost: number;
        try {
          cost = rememberedCost(schema, document, queryHash, operation, request.variables ?? {});
        } catch {
          return; // Variables that do not fit: execution refuses them before any resolver runs.
        }
        if (cost > maxCost) throw limitError('cost');
      },
    };
  },
});

/**
 * Plugins and validation rules that hold the limits, for the ApolloServer config (the limits
 * test passes smaller numbers to show the site's operations have headroom).
 */
export function limits(values: Record<Limit, number> = LIMITS) {
  const armor = new ApolloArmor({
    maxDepth: { n: values.depth, exposeLimits: false, errorMessage: marker('depth'), flattenFragments: true },
    maxAliases: { n: values.aliases, exposeLimits: false, errorMessage: marker('aliases') },
    // Tokens are counted by graphql's own parser (`parseOptions`), which refuses with a 400.
    maxTokens: { enabled: false },
    maxDirectives: { n: values.directives, exposeLimits: false, errorMessage: marker('directives') },
    // Armor's cost limit does not multiply by list sizes; ours below does.
    costLimit: { enabled: false },
    blockFieldSuggestion: { enabled: true },
  });
  const { plugins, validationRules } = armor.protect();
  return {
    plugins: [...plugins, costLimitPlugin(values.cost)],
    validationRules,
    parseOptions: { maxTokens: values.tokens },
  };
}
