export { validationMessages } from './messages.js';
