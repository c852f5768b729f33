// The reviews module's public surface: the review trail (reasons and audit entries, written in the
// caller's transaction), the e-mails a review decision sends, and the audit history route.
export {
  latestReasons,
  reasonsForCaller,
  recordAudit,
  recordReason,
  type AuditSubject,
} from './reviews-service.ts';
export {
  appActivatedMail,
  appApprovedMail,
  appDeactivatedMail,
  appRejectedMail,
  certificateExpiringMail,
  demoUnavailableMail,
  vendorApprovedMail,
  vendorRejectedMail,
  type Mail,
} from './mail-templates.ts';
export { reviewsRoutes } from './reviews-routes.ts';
