/**
 * The certificate expiry mail (issue 37): CERTIFICATE_EXPIRY_NOTICE_DAYS before a certificate that a
 * published app declares expires, its vendor is mailed through the outbox, once per app, certificate
 * (type and number) and expiry date: a renewed certificate (a new date) is announced again, a version
 * published again with the same certificate is not. Every process may run the round; the notice's
 * primary key decides which one mails (the insert and the mail share one transaction).
 */
import { CERTIFICATE_EXPIRY_NOTICE_DAYS, CERTIFICATION_LABELS } from '@showroom/contract';
import { localized } from '@showroom/contract/i18n';
import type { Db } from '../../db/client.ts';
import { userLocale } from '../../db/user-locales.ts';
import { enqueueMail } from '../mail/index.ts';
import { certificateExpiringMail } from '../reviews/index.ts';
import { insertExpiryNotice, publishedCertificates } from './certificate-expiry-repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const isoDay = (date: Date): string => date.toISOString().slice(0, 10);

/**
 * Mails the vendors of published apps whose certificates expire within the next
 * CERTIFICATE_EXPIRY_NOTICE_DAYS days (today included) and were not announced yet. Returns how many
 * mails it queued.
 */
export async function mailExpiringCertificates(db: Db, publicUrl: string, now: Date): Promise<number> {
  const today = isoDay(now);
  const last = isoDay(new Date(now.getTime() + CERTIFICATE_EXPIRY_NOTICE_DAYS * DAY_MS));
  let queued = 0;
  for (const row of await publishedCertificates(db)) {
    const certifications = row.evidence?.certifications ?? [];
    for (const c of certifications) {
      if (!c.expiresOn || c.expiresOn < today || c.expiresOn > last) continue;
      const expiresOn = c.expiresOn;
      queued += await db.transaction(async (tx) => {
        const first = await insertExpiryNotice(tx, {
          appId: row.appId,
          certificateType: c.type,
          certificateIdentifier: c.identifier ?? '',
          expiresOn,
        });
        if (!first) return 0;
        const locale = await userLocale(tx, row.owner);
        const label = localized(CERTIFICATION_LABELS, locale)[c.type];
        await enqueueMail(tx, {
          ...certificateExpiringMail(
            publicUrl,
            { id: row.appId, name: row.name },
            { label: c.identifier ? `${label} ${c.identifier}` : label, expiresOn },
            locale,
          ),
          to: row.email,
        });
        return 1;
      });
    }
  }
  return queued;
}

/** How often a process looks for certificates to announce. */
export const CERTIFICATE_EXPIRY_INTERVAL_MS = 60 * 60 * 1000;

/** Runs mailExpiringCertificates now and then every CERTIFICATE_EXPIRY_INTERVAL_MS; stop() ends it. */
export function startCertificateExpiryMails(
  db: Db,
  publicUrl: string,
  logger: { error(obj: object, msg: string): void },
  now: () => Date = () => new Date(),
): { stop(): void } {
  const round = () => {
    mailExpiringCertificates(db, publicUrl, now()).catch((err: unknown) =>
      logger.error({ err }, 'certificate expiry mails failed'),
    );
  };
  const timer = setInterval(round, CERTIFICATE_EXPIRY_INTERVAL_MS);
  timer.unref();
  round();
  return { stop: () => clearInterval(timer) };
}
