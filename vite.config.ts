import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  worker: { format: 'es' },
  server: { host: '127.0.0.1', port: 5173 },
  build: { target: 'es2022', sourcemap: true, chunkSizeWarningLimit: 2000 },
});
