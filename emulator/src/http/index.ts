export { createHttpHandler, type HttpHandler } from './createHttpHandler';
