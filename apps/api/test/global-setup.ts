export { setupTemplate as default } from './helpers/pglite-template';
