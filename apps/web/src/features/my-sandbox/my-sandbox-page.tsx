import { ACCOUNT_PAGE_TITLES, MY_SANDBOX_TEXTS, type VendorSandbox } from '@showroom/contract';
import { useId, type ReactNode } from 'react';
import { CopyField } from '../../components/copy-field/copy-field.tsx';
import { NoticeBox } from '../../components/form/notice-box.tsx';
import { usePageTitle } from '../../components/page-title.tsx';
import buttons from '../../styles/buttons.module.css';
import { useCreateMySandbox, useMySandbox, useResetMySandbox } from './api/my-sandbox.ts';
import styles from './my-sandbox.module.css';
import { SandboxClients, type SandboxVendorState } from './sandbox-clients.tsx';

/**
 * /my-sandbox (issue 33): the signed-in vendor's own writable FHIR sandbox: create it, copy its base
 * URL, see how many resources it changed (the page asks again every few seconds), reset it.
 */
export function MySandboxPage({ hasVendor }: { readonly hasVendor: SandboxVendorState }) {
  const t = MY_SANDBOX_TEXTS;
  const title = ACCOUNT_PAGE_TITLES.mySandbox;
  usePageTitle(title);
  const query = useMySandbox();
  const create = useCreateMySandbox();
  return (
    <div className={styles.page}>
      <h1>{title}</h1>
      <p className={styles.intro}>{t.intro}</p>
      {query.isPending ? (
        <p role="status">{t.loading}</p>
      ) : query.isError && query.data === undefined ? (
        <NoticeBox type="error">
          <p role="alert">{t.loadFailed}</p>
        </NoticeBox>
      ) : query.data ? (
        <SandboxView sandbox={query.data} />
      ) : (
        <section className={styles.section}>
          <p>{t.none}</p>
          <button
            type="button"
            className={`${buttons.button} ${buttons.primary}`}
            disabled={create.isPending}
            onClick={() => create.mutate()}
          >
            {create.isPending ? t.creating : t.create}
          </button>
          {create.isError ? (
            <p role="alert" className={styles.error}>
              {t.createFailed}
            </p>
          ) : null}
        </section>
      )}
      <Section heading={t.clientsHeading}>
        <p>{t.clientsIntro}</p>
        <SandboxClients hasVendor={hasVendor} />
      </Section>
    </div>
  );
}

function Section({ heading, children }: { readonly heading: string; readonly children: ReactNode }) {
  const id = useId();
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      {children}
    </section>
  );
}

function SandboxView({ sandbox }: { readonly sandbox: VendorSandbox }) {
  const t = MY_SANDBOX_TEXTS;
  const reset = useResetMySandbox();
  const onReset = () => {
    if (window.confirm(t.resetConfirm)) reset.mutate();
  };
  return (
    <>
      <Section heading={t.baseUrlHeading}>
        <CopyField
          label={t.baseUrlLabel}
          copyLabel={t.copy}
          value={sandbox.baseUrl}
          rows={2}
          copiedText={t.copied}
          failedText={t.copyFailed}
        />
        <p>{t.access}</p>
      </Section>
      <Section heading={t.changesHeading}>
        <p className={styles.count} aria-live="polite">
          {t.changedResources(sandbox.changedResources, sandbox.limit)}
        </p>
        <p>{t.refreshNote}</p>
        <p>{t.idle(sandbox.idleDays)}</p>
        <button type="button" className={buttons.button} disabled={reset.isPending} onClick={onReset}>
          {reset.isPending ? t.resetting : t.reset}
        </button>
        <p role="status" className={styles.status}>
          {reset.isSuccess ? t.resetDone : ''}
        </p>
        {reset.isError ? (
          <p role="alert" className={styles.error}>
            {t.resetFailed}
          </p>
        ) : null}
      </Section>
    </>
  );
}
