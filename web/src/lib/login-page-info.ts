// The county's public words for the open screens (county name, app title, the login page's switches): one call
// that the login page and the public layout both read, so SWR asks for it once.
import type { LoginPageContent } from '@portal/shared/auth/login-page';
import useSWR from 'swr';

export const useLoginPageInfo = () => useSWR<LoginPageContent>('auth/loginPage').data;
