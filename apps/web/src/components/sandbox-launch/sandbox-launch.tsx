import {
  endpointRoutes,
  formatDate,
  type InteropProfile,
  paths,
  SANDBOX_FHIR_PATH,
  SANDBOX_LAUNCH,
  SMART_DEMO_APPS,
  sandboxLaunchFor,
  sandboxLaunchUrl,
  smartDemoLaunchPath,
} from '@showroom/contract';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useId, useRef, useState, type ComponentType, type ReactNode, type RefObject } from 'react';
import { CopyField } from '../copy-field/copy-field.tsx';
import { ModalDialog } from '../dialog/dialog.tsx';
import formStyles from '../form/form.module.css';
import { apiFetch } from '../../lib/api-client-core.ts';
import { loadEncounters, loadPatients, loadPractitioners } from './sandbox-patients.ts';

// The dialog's and the launching section's texts in the language on screen come with this chunk
// (interoperability.tsx, sandbox-page.tsx: withLocalePart).

/**
 * `Launch in sandbox` on the app page (issue 34), in its SMART App Launch facts, a chunk of its own
 * (the app page's first load is at its budget): the button and its dialog, which
 * lists the sandbox's synthetic patients as radio buttons (named by the patient's name, described by
 * age, sex and main conditions), then optionally a practitioner (the launch's user, fhirUser; by default
 * the sandbox's own) and one of the chosen patient's most recent encounters (loaded once a patient is
 * chosen); `Launch` opens the app's launch URL in a new tab with `iss` (the sandbox's FHIR base) and
 * `launch` (the chosen context), as an EHR starts a SMART app.
 */
export default function SandboxLaunch({
  appId,
  demoUrl,
  profile,
}: {
  readonly appId: number | undefined;
  readonly demoUrl: string | null;
  readonly profile: InteropProfile;
}) {
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const origin = window.location.origin;
  const seeded = sandboxLaunchFor({ demoUrl, profile }, origin);
  // Any other app: its sandbox registration, if it is published and has one (204, null, when it has none).
  const registered = useQuery({
    queryKey: ['sandbox-launch', appId],
    queryFn: async ({ signal }) =>
      (await apiFetch(endpointRoutes.getSandboxLaunch, { params: { id: appId ?? 0 }, signal })) ?? null,
    enabled: !seeded && appId !== undefined,
    retry: false,
  });
  const iss = `${origin}${SANDBOX_FHIR_PATH}`;
  const launchUrl = seeded?.launchUrl ?? registered.data?.launchUrl;
  if (!launchUrl) return null;
  const types = profile.smart?.launchTypes ?? [];
  // The seeded demos start standalone from their Demo button; a registered app gets the start link.
  const standalone = !seeded && types.includes('standalone');
  const start = new URL(launchUrl);
  start.searchParams.set('iss', iss);
  return (
    <>
      {types.includes('ehr') ? (
        <button
          ref={opener}
          type="button"
          className={`${formStyles.button}`}
          aria-haspopup="dialog"
          onClick={() => setOpen(true)}
        >
          {SANDBOX_LAUNCH.button}
        </button>
      ) : null}{' '}
      {standalone ? (
        <a href={start.href} target="_blank" rel="noopener noreferrer">
          {SANDBOX_LAUNCH.startStandalone}
        </a>
      ) : null}
      {open ? (
        <LaunchDialog launchUrl={launchUrl} iss={iss} returnFocusTo={opener} onClose={() => setOpen(false)} />
      ) : null}
    </>
  );
}

function LaunchDialog({
  launchUrl,
  iss,
  returnFocusTo,
  onClose,
}: {
  readonly launchUrl: string;
  readonly iss: string;
  readonly returnFocusTo: RefObject<HTMLElement | null>;
  readonly onClose: () => void;
}) {
  const t = SANDBOX_LAUNCH;
  const titleId = useId();
  const introId = useId();
  const errorId = useId();
  const practitionerId = useId();
  const practitionerNoteId = useId();
  const encounterId = useId();
  const encounterHintId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [chosen, setChosen] = useState<string | undefined>();
  const [missing, setMissing] = useState(false);
  const [practitioner, setPractitioner] = useState('');
  const [encounter, setEncounter] = useState('');
  const patients = useQuery({ queryKey: ['sandbox-patients', iss], queryFn: () => loadPatients(iss) });
  const practitioners = useQuery({
    queryKey: ['sandbox-practitioners', iss],
    queryFn: () => loadPractitioners(iss),
  });
  const encounters = useQuery({
    queryKey: ['sandbox-encounters', iss, chosen],
    queryFn: () => loadEncounters(iss, chosen ?? ''),
    enabled: chosen !== undefined,
  });

  const launch = (): void => {
    if (!chosen) {
      setMissing(true);
      return;
    }
    const context = {
      patient: chosen,
      ...(encounter && encounters.data?.some((e) => e.id === encounter) ? { encounter } : {}),
      ...(practitioner ? { practitioner } : {}),
    };
    window.open(sandboxLaunchUrl(launchUrl, iss, context), '_blank', 'noopener');
    onClose();
  };

  return (
    <ModalDialog
      labelledBy={titleId}
      describedBy={introId}
      initialFocus={heading}
      returnFocusTo={returnFocusTo}
      onClose={onClose}
    >
      <form
        noValidate
        className={formStyles.dialogForm}
        onSubmit={(event) => {
          event.preventDefault();
          launch();
        }}
      >
        <h2 id={titleId} ref={heading} tabIndex={-1} className={formStyles.dialogTitle}>
          {t.title}
        </h2>
        <p id={introId}>{t.intro}</p>
        {patients.isPending ? (
          <p role="status">{t.loading}</p>
        ) : patients.isError ? (
          <p role="alert">{t.unavailable}</p>
        ) : patients.data.length === 0 ? (
          <p>{t.noPatients}</p>
        ) : (
          <fieldset aria-describedby={missing ? errorId : undefined}>
            <legend>{t.patient}</legend>
            {patients.data.map((patient, index) => {
              const descriptionId = `${titleId}-p-${index}`;
              const facts = [
                patient.age === undefined ? undefined : `${patient.age} ${t.years}`,
                patient.deceased ? t.deceased : undefined,
                t.sexes[patient.sex],
                patient.conditions.length > 0 ? patient.conditions.join(', ') : t.noConditions,
              ]
                .filter(Boolean)
                .join(' · ');
              return (
                <div key={patient.id}>
                  <label>
                    <input
                      type="radio"
                      name="patient"
                      value={patient.id}
                      checked={chosen === patient.id}
                      aria-describedby={descriptionId}
                      onChange={() => {
                        setChosen(patient.id);
                        setEncounter('');
                        setMissing(false);
                      }}
                    />{' '}
                    {patient.name}
                  </label>
                  <p id={descriptionId}>{facts}</p>
                </div>
              );
            })}
            {missing ? (
              <p id={errorId} role="alert">
                {t.choose}
              </p>
            ) : null}
          </fieldset>
        )}
        {patients.isSuccess && patients.data.length > 0 ? (
          <div className={formStyles.field}>
            <label htmlFor={practitionerId} className={formStyles.label}>
              {t.practitioner}
            </label>
            <select
              id={practitionerId}
              className={formStyles.input}
              value={practitioner}
              aria-describedby={practitioners.isError ? practitionerNoteId : undefined}
              onChange={(event) => setPractitioner(event.target.value)}
            >
              <option value="">{t.defaultPractitioner}</option>
              {(practitioners.data ?? []).map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name}
                </option>
              ))}
            </select>
            {practitioners.isError ? <p id={practitionerNoteId}>{t.practitionersUnavailable}</p> : null}
          </div>
        ) : null}
        {chosen === undefined ? null : encounters.isPending ? (
          <p role="status">{t.loadingEncounters}</p>
        ) : encounters.isError ? (
          <p role="alert">{t.encountersUnavailable}</p>
        ) : (
          <div className={formStyles.field}>
            <label htmlFor={encounterId} className={formStyles.label}>
              {t.encounter}
            </label>
            <select
              id={encounterId}
              className={formStyles.input}
              value={encounter}
              aria-describedby={encounterHintId}
              onChange={(event) => setEncounter(event.target.value)}
            >
              <option value="">{t.noEncounter}</option>
              {encounters.data.map((e) => (
                <option key={e.id} value={e.id}>
                  {[formatDate(e.start?.slice(0, 10)), e.type, e.class].filter(Boolean).join(' · ')}
                </option>
              ))}
            </select>
            <p id={encounterHintId}>{t.encounterHint}</p>
          </div>
        )}
        <div className={formStyles.dialogActions}>
          <button type="button" className={formStyles.button} onClick={onClose}>
            {t.cancel}
          </button>
          <button type="submit" className={`${formStyles.button} ${formStyles.primary ?? ''}`}>
            {t.launch}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}

/**
 * The /sandbox page's section on launching SMART apps (issue 34): the smart-configuration address, how
 * clients are registered, an example EHR launch URL of a seeded demo with the first patient, and links
 * to the SMART App Launch specification and the Inferno test kits.
 */
export function SandboxLaunching({
  Section,
  base,
  patient,
}: {
  readonly Section: ComponentType<{ heading: string; children: ReactNode }>;
  readonly base: string;
  readonly patient: string | undefined;
}) {
  const t = SANDBOX_LAUNCH;
  const copy = { copiedText: t.copied, failedText: t.copyFailed };
  const demo = SMART_DEMO_APPS[0]?.slug ?? 'vital-signs';
  const example = sandboxLaunchUrl(`${window.location.origin}${smartDemoLaunchPath(demo)}`, base, {
    patient: patient ?? 'patient-id',
  });
  return (
    <Section heading={t.launchHeading}>
      <p>{t.launchIntro}</p>
      <CopyField
        label={t.smartConfigurationLabel}
        copyLabel={t.copySmartConfiguration}
        value={`${base}/.well-known/smart-configuration`}
        rows={1}
        {...copy}
      />
      <h3>{t.registerHeading}</h3>
      <p>
        {t.register} <Link to={paths.mySandbox}>{t.registerLink}</Link>
      </p>
      <p>{t.exampleLaunchIntro}</p>
      <CopyField
        label={t.exampleLaunchLabel}
        copyLabel={t.copyLaunchExample}
        value={example}
        rows={2}
        {...copy}
      />
      <ul>
        <li>
          <a href="https://hl7.org/fhir/smart-app-launch/">{t.specLink}</a>
        </li>
        <li>
          <a href="https://inferno.healthit.gov/test-kits/">{t.infernoLink}</a>
        </li>
      </ul>
    </Section>
  );
}
