import { isSupportEmail, SUPPORT_TEXTS } from '@showroom/contract';
import { useConfig } from '../lib/config.ts';

/**
 * The support contact as a mailto link, beside a message that says 'Please contact the support'
 * (issue 19). The address is the runtime configuration's (SUPPORT_EMAIL); a site that names none shows
 * nothing here, rather than a link that leads nowhere.
 */
export function SupportContact({ className }: { readonly className?: string | undefined }) {
  const { supportEmail } = useConfig();
  if (!isSupportEmail(supportEmail)) return null;
  return (
    <p className={className}>
      {SUPPORT_TEXTS.contact} <a href={`mailto:${supportEmail}`}>{supportEmail}</a>
    </p>
  );
}
