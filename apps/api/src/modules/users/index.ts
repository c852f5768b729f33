export { forgetRecordedLocales, localeOfHeader, recordUserLocale, userLocale } from './user-locales.ts';
