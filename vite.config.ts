import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// The Content-Security-Policy is a <meta> tag in index.html (it holds in dev and in the build).

export default defineConfig({
  plugins: [react()],
  test: {
    // Unit tests only; e2e/ is Playwright's (npm run test:e2e).
    environment: 'node',
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    exclude: ['e2e/**', 'node_modules/**', 'dist/**'],
  },
});
