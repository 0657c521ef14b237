import { createGraphiQLFetcher } from '@graphiql/toolkit';
import { GraphiQL } from 'graphiql';
import 'graphiql/setup-workers/vite';
import 'graphiql/style.css';
import { createRoot } from 'react-dom/client';

// The self-hosted explorer for front-end developers and partners: same origin, cookies included.
const fetcher = createGraphiQLFetcher({
  url: '/graphql',
  fetch: (input, init) => fetch(input, { ...init, credentials: 'same-origin' }),
});

const defaultQuery = `# Welkom! Upcoming runs of one course, with their lesson dates.
query CourseRuns {
  course(slug: "montage-basis") {
    name
    price { formatted }
    runs { startDate numberOfLessons dates }
  }
}
`;

const root = document.getElementById('explorer');
if (root) createRoot(root).render(<GraphiQL fetcher={fetcher} defaultQuery={defaultQuery} />);
