// The public data of the login screen beside its names and switches (lib/login-page-info.ts): slides, latest news
// and links. The answers' types are the server's, from shared/auth/login-page.
import type { LoginPageParagraphs, LoginPageSlidesContent } from '@portal/shared/auth/login-page';
import useSWR from 'swr';

/** The latest news and links answers (login-links.tsx and latest-news.tsx show their paragraphs). */
export type Paragraphs = LoginPageParagraphs;

/** The number of slides and their versions; count is undefined until the answer comes (the carousel keeps its place). */
export function useLoginSlides(): { count: number | undefined; versions: string[] } {
  const data = useSWR<LoginPageSlidesContent>('auth/loginPageSlides').data;
  return { count: data?.numberOfSlides, versions: data?.versions ?? [] };
}

export const useLoginNews = (on: boolean) =>
  useSWR<LoginPageParagraphs>(on ? 'auth/loginPageLatestNews' : null).data?.paragraphs ?? [];

export const useLoginLinks = (on: boolean) =>
  useSWR<LoginPageParagraphs>(on ? 'auth/loginPageLinks' : null).data?.paragraphs ?? [];
