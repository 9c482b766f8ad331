// The React Router server build, provided by its Vite plugin at build time.
declare module "virtual:react-router/server-build";
