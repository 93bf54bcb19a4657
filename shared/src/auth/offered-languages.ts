// Which interface languages a county offers (its languages configuration group): English always; the others only
// while the vendor's Languages switch is on, and then those the county has not unticked. The login select lists
// them and the server refuses any other (POST auth/login, POST currentUser/language).
import { type Language, languages } from './roles.ts';

export interface LanguagesSetting {
  languages: boolean;
  offered: Readonly<Record<string, boolean | undefined>>;
}

export function offeredLanguages(setting: LanguagesSetting): Language[] {
  if (!setting.languages) return ['ENGLISH'];
  return languages.filter((l) => l === 'ENGLISH' || setting.offered[l] !== false);
}
