// Component tests opt into jsdom with `// @vitest-environment jsdom` at the top of the file.
// jest-dom matchers are registered for them; domain tests run in plain Node.
import '@testing-library/jest-dom/vitest';
