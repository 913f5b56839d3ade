import { defineProject } from 'vitest/config';

export default defineProject({
  // As in the built apps, react-router-dom is react-router: one router context for the app's
  // components and the test kit's router. (Left to Node, react-router-dom loads a second copy.)
  resolve: { alias: [{ find: /^react-router-dom$/, replacement: 'react-router' }] },
  test: { environment: 'happy-dom', include: ['src/**/*.test.{ts,tsx}'] },
});
