// The public data of the login screen: one call for names, links flags, languages and the county lockout, plus
// slides, latest news and links.
import useSWR from 'swr';

export interface LoginPageInfo {
  countyName: string;
  appTitle: string;
  forgotPasswordLink: boolean;
  forgotUsernameLink: boolean;
  selfRegistration: boolean;
  languages: boolean;
  lockoutInPlace: boolean;
  messageLogin: string;
  showLatestNews: boolean;
  showLinks: boolean;
}

export interface Paragraphs {
  paragraphs: Array<{ heading: string; paragraphContent: string }>;
}

export const useLoginPageInfo = () => useSWR<LoginPageInfo>('auth/loginPage').data;

export const useLoginSlides = () =>
  useSWR<{ numberOfSlides: number }>('auth/loginPageSlides').data?.numberOfSlides ?? 0;

export const useLoginNews = (on: boolean) =>
  useSWR<Paragraphs>(on ? 'auth/loginPageLatestNews' : null).data?.paragraphs ?? [];

export const useLoginLinks = (on: boolean) =>
  useSWR<Paragraphs>(on ? 'auth/loginPageLinks' : null).data?.paragraphs ?? [];

/** The image of slide n (1-based), served from the county's images bucket. */
export const slideUrl = (n: number) => `/api/auth/loginPageSlide/${n}`;
