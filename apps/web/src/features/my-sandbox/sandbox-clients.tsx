import {
  ACCOUNT_PAGE_TITLES,
  cardView,
  isSmartSampleDemo,
  MY_SANDBOX_TEXTS,
  paths,
  sandboxClientBodySchema,
  type SandboxClient,
  type SandboxClientType,
} from '@showroom/contract';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { CopyField } from '../../components/copy-field/copy-field.tsx';
import { FormField } from '../../components/form/form-field.tsx';
import { NoticeBox } from '../../components/form/notice-box.tsx';
import buttons from '../../styles/buttons.module.css';
import {
  useDeleteSandboxClient,
  useNewSandboxSecret,
  usePutSandboxClient,
  useSandboxApps,
  useSandboxClient,
} from './api/sandbox-clients.ts';
import styles from './my-sandbox.module.css';

/**
 * Whether the caller has a vendor record: undefined while that is being read, null when it could not be
 * read (app/ reads it from the vendor profile's query: features do not import each other).
 */
export type SandboxVendorState = boolean | null | undefined;

/**
 * My sandbox's section on SMART apps (issue 34): the vendor picks one of its apps and registers it as a
 * SMART client of the shared sandbox (launch URL, redirect URIs, public or confidential), sees its
 * client id, gets a confidential client's secret once, makes a new secret or removes the registration.
 */
export function SandboxClients({ hasVendor }: { readonly hasVendor: SandboxVendorState }) {
  const t = MY_SANDBOX_TEXTS;
  // A user without a vendor has no apps to ask for (the API would answer 404).
  const apps = useSandboxApps({ enabled: hasVendor === true });
  const [chosen, setChosen] = useState<number | undefined>();
  const selectId = useId();
  if (hasVendor === false)
    return (
      <p>
        {t.noVendor} <Link to={paths.registerVendor}>{ACCOUNT_PAGE_TITLES.registerVendor}</Link>
      </p>
    );
  if (hasVendor === null || apps.isError)
    return (
      <NoticeBox type="error">
        <p role="alert">{t.clientsLoadFailed}</p>
      </NoticeBox>
    );
  if (apps.isPending) return <p role="status">{t.clientsLoading}</p>;
  if (apps.data.length === 0) return <p>{t.noApps}</p>;
  const appId = chosen ?? apps.data[0]?.id;
  const chosenCard = apps.data.find((a) => a.id === appId);
  return (
    <>
      <p>
        <label htmlFor={selectId}>{t.appLabel}</label>{' '}
        <select id={selectId} value={appId} onChange={(event) => setChosen(Number(event.target.value))}>
          {apps.data.map((card) => (
            <option key={card.id} value={card.id}>
              {cardView(card).name}
            </option>
          ))}
        </select>
      </p>
      {appId === undefined ? null : chosenCard &&
        isSmartSampleDemo(cardView(chosenCard).demoUrl, window.location.origin) ? (
        <p>{t.builtInClient}</p>
      ) : (
        <ClientEditor key={appId} appId={appId} />
      )}
    </>
  );
}

function ClientEditor({ appId }: { readonly appId: number }) {
  const t = MY_SANDBOX_TEXTS;
  const query = useSandboxClient(appId);
  if (query.isPending) return <p role="status">{t.loading}</p>;
  if (query.isError)
    return (
      <NoticeBox type="error">
        <p role="alert">{t.clientsLoadFailed}</p>
      </NoticeBox>
    );
  return <ClientForm appId={appId} client={query.data} />;
}

type Errors = Partial<Record<'launchUrl' | 'redirectUris', string>>;

function ClientForm({ appId, client }: { readonly appId: number; readonly client: SandboxClient | null }) {
  const t = MY_SANDBOX_TEXTS;
  const put = usePutSandboxClient(appId);
  const renew = useNewSandboxSecret(appId);
  const remove = useDeleteSandboxClient(appId);
  const [launchUrl, setLaunchUrl] = useState(client?.launchUrl ?? '');
  const [redirectUris, setRedirectUris] = useState(client?.redirectUris.join('\n') ?? '');
  const [clientType, setClientType] = useState<SandboxClientType>(client?.clientType ?? 'public');
  const [errors, setErrors] = useState<Errors>({});
  const [secret, setSecret] = useState<string | undefined>();
  const [status, setStatus] = useState('');

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setStatus('');
    const body = {
      launchUrl: launchUrl.trim(),
      redirectUris: redirectUris
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean),
      clientType,
    };
    const parsed = sandboxClientBodySchema.safeParse(body);
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if ((field === 'launchUrl' || field === 'redirectUris') && !found[field])
          found[field] = issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    put.mutate(parsed.data, {
      onSuccess: (answer) => {
        setSecret(answer.clientSecret);
        setStatus(t.saved);
      },
    });
  };

  const onRenew = () => {
    if (!window.confirm(t.newSecretConfirm)) return;
    renew.mutate(undefined, { onSuccess: (answer) => setSecret(answer.clientSecret) });
  };
  const onRemove = () => {
    if (!window.confirm(t.removeConfirm)) return;
    remove.mutate(undefined, {
      onSuccess: () => {
        setSecret(undefined);
        setStatus(t.removed);
      },
    });
  };
  const copy = { copiedText: t.copied, failedText: t.copyFailed };

  return (
    <>
      {client ? (
        <>
          <p>{t.registered}</p>
          <CopyField
            label={t.clientIdLabel}
            copyLabel={t.copyClientId}
            value={client.clientId}
            rows={1}
            {...copy}
          />
        </>
      ) : (
        <p>{t.notRegistered}</p>
      )}
      {secret ? (
        <NoticeBox type="warning">
          <p>{t.secretOnce}</p>
          <CopyField label={t.secretLabel} copyLabel={t.copySecret} value={secret} rows={1} {...copy} />
        </NoticeBox>
      ) : null}
      <form noValidate onSubmit={onSubmit} className={styles.section}>
        <FormField
          label={t.launchUrlLabel}
          hint={t.urlHint}
          type="url"
          value={launchUrl}
          error={errors.launchUrl}
          onChange={(event) => setLaunchUrl(event.target.value)}
        />
        <FormField
          multiline
          rows={3}
          label={t.redirectUrisLabel}
          hint={t.urlHint}
          value={redirectUris}
          error={errors.redirectUris}
          onChange={(event) => setRedirectUris(event.target.value)}
        />
        <fieldset>
          <legend>{t.clientTypeLegend}</legend>
          {(['public', 'confidential'] as const).map((type) => (
            <div key={type}>
              <label>
                <input
                  type="radio"
                  name={`client-type-${appId}`}
                  value={type}
                  checked={clientType === type}
                  onChange={() => setClientType(type)}
                />{' '}
                {t.clientTypes[type]}
              </label>
            </div>
          ))}
        </fieldset>
        <p>
          <button type="submit" className={`${buttons.button} ${buttons.primary}`} disabled={put.isPending}>
            {put.isPending ? t.saving : client ? t.save : t.register}
          </button>
        </p>
      </form>
      {client ? (
        <p>
          {client.clientType === 'confidential' ? (
            <button type="button" className={buttons.button} disabled={renew.isPending} onClick={onRenew}>
              {t.newSecret}
            </button>
          ) : null}{' '}
          <button type="button" className={buttons.button} disabled={remove.isPending} onClick={onRemove}>
            {t.remove}
          </button>
        </p>
      ) : null}
      <p role="status" className={styles.status}>
        {status}
      </p>
      {put.isError ? (
        <p role="alert" className={styles.error}>
          {t.saveFailed}
        </p>
      ) : null}
      {renew.isError ? (
        <p role="alert" className={styles.error}>
          {t.newSecretFailed}
        </p>
      ) : null}
      {remove.isError ? (
        <p role="alert" className={styles.error}>
          {t.removeFailed}
        </p>
      ) : null}
    </>
  );
}
