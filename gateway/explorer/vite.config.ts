import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The GraphiQL explorer, built apart from the site and served by the gateway at /graphql.
export default defineConfig({
  root: import.meta.dirname,
  base: '/graphql/explorer/',
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Monaco is large by nature; the explorer is a developer tool, not a visitor page.
    chunkSizeWarningLimit: 5000,
    rollupOptions: {
      onwarn(warning, warn) {
        // GraphiQL's React-compiler directives ("use no memo") are harmless when bundled.
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        warn(warning);
      },
    },
  },
});
