// The browser entry under `npm run dev`: React Refresh's runtime must be installed before any component
// module runs, which index.html would do in a plain Vite app. Not part of the production build.
import '@vitejs/plugin-react/preamble';
import './entry-client.tsx';
