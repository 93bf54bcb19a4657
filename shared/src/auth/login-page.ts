// The login screen's public data (spec 1 'Login page'): what GET auth/loginPage, auth/loginPageSlides,
// auth/loginPageLatestNews and auth/loginPageLinks answer, built by functions/src/areas/auth/routes.ts and read by
// web/src/features/auth/login-page-data.ts from these types, so a change on one side that the other does not follow
// fails the type-check.
import type { Paragraph } from '../home/home-content.ts';
import type { Language } from './roles.ts';

/** GET auth/loginPage: names, link flags, languages and the county lockout in one call. */
export interface LoginPageContent {
  countyName: string;
  appTitle: string;
  forgotPasswordLink: boolean;
  forgotUsernameLink: boolean;
  selfRegistration: boolean;
  languages: boolean;
  /** what the language select lists: English, and while languages are on the others the county offers */
  offeredLanguages: Language[];
  lockoutInPlace: boolean;
  /** '' unless a lockout is in place */
  messageLogin: string;
  showLatestNews: boolean;
  showLinks: boolean;
}

/** GET auth/loginPageLatestNews and auth/loginPageLinks. */
export interface LoginPageParagraphs {
  paragraphs: Paragraph[];
}

/** GET auth/loginPageSlides: how many slides auth/loginPageSlide/:n serves (1-based); paragraphs is always empty. */
export interface LoginPageSlidesContent {
  numberOfSlides: number;
  paragraphs: Paragraph[];
  /** one per slide: changes when the slide's image is replaced ('' for a slide with no image stored), so the SPA's
   * `?v=` address changes with it and the image may be cached for good */
  versions: string[];
}
