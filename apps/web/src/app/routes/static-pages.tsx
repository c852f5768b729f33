export { FaqUsersPage as FaqUsersRoute } from '../../features/static-pages/faq-users-page.tsx';
export { FaqVendorsPage as FaqVendorsRoute } from '../../features/static-pages/faq-vendors-page.tsx';
export { ImprintPage as ImprintRoute } from '../../features/static-pages/imprint-page.tsx';
export { PrivacyPolicyPage as PrivacyPolicyRoute } from '../../features/static-pages/privacy-policy-page.tsx';
export { HowWeCheckPage as HowWeCheckRoute } from '../../features/static-pages/how-we-check-page.tsx';
