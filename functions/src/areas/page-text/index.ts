// What the page text area offers the others (issue 33): the job's routes, a page's text for the page view, the
// recognition of a page at import, and the in-process runner npm start uses. Another area imports page-text only
// through this module; everything else in the folder is its own.
export { getPageText, type PageTextAnswer } from './get-page-text.ts';
export { writePageText } from './page-text-store.ts';
export { recognisePage } from './recognise-page.ts';
export { pageTextRoutes } from './routes.ts';
export { pageTextIdle, runPageTextInProcess } from './run-in-process.ts';
export { startPageTextJob } from './start-job.ts';
