import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The GraphiQL explorer, built apart from the site and served by the gateway at /graphql.
export default defineConfig({
  root: import.meta.dirname,
  base: '/graphql/explorer/',
  plugins: [react()],
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 5000 },
});
