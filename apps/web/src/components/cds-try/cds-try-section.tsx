import {
  CDS_TRY_TEXTS as T,
  callCdsTryServiceRoute,
  listCdsTryServicesRoute,
  type CdsCard,
  type CdsTryCallResponse,
} from '@showroom/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { apiFetch } from '../../lib/api-client-core.ts';
import { isApiError } from '../../lib/api-error.ts';
import buttons from '../../styles/buttons.module.css';
import { externalHref, NEW_TAB } from '../app-card/external-href.ts';
import { Markdown } from '../markdown/markdown.tsx';
import styles from './cds-try.module.css';

type Heading = 'h2' | 'h3';

const INDICATOR_CLASS = {
  info: styles.info,
  warning: styles.warning,
  critical: styles.critical,
} as const;

/** What a failed call to the showroom's API (not to the service) says: its problem's detail, or that it failed. */
const apiFailure = (error: unknown): string =>
  (isApiError(error) ? error.problem?.detail : undefined) ?? T.failed;

function ExternalLink({ href, label }: { href: string | undefined; label: string }) {
  const safe = externalHref(href ?? null);
  return safe ? (
    <a href={safe} {...NEW_TAB}>
      {label}
    </a>
  ) : (
    <>{label}</>
  );
}

/** One card as an EHR shows it: indicator (colour and text), summary, detail, source, suggestions, links. */
function Card({ card, Title }: { card: CdsCard; Title: 'h3' | 'h4' | 'h5' }) {
  const summaryId = useId();
  return (
    <article className={`${styles.card} ${INDICATOR_CLASS[card.indicator]}`} aria-labelledby={summaryId}>
      <p className={styles.indicator}>
        <span className={styles.dot} aria-hidden="true" />
        {T.indicators[card.indicator]}
      </p>
      <Title id={summaryId} className={styles.summary}>
        {card.summary}
      </Title>
      {card.detail ? <Markdown className={styles.detail}>{card.detail}</Markdown> : null}
      <p className={styles.source}>
        {T.source}: <ExternalLink href={card.source.url} label={card.source.label} />
      </p>
      {card.suggestions && card.suggestions.length > 0 ? (
        <div>
          <p className={styles.listHeading}>{T.suggestions}</p>
          <ul className={styles.list}>
            {card.suggestions.map((s, i) => (
              <li key={s.uuid ?? i}>
                {s.label}
                {s.isRecommended ? ` (${T.recommended})` : ''}
                {s.actions && s.actions.length > 0 ? (
                  <ul>
                    {s.actions.map((a, j) => (
                      <li key={j}>
                        <code>{a.type}</code> {a.description}
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {card.links && card.links.length > 0 ? (
        <div>
          <p className={styles.listHeading}>{T.links}</p>
          <ul className={styles.list}>
            {card.links.map((link, i) => (
              <li key={i}>
                <ExternalLink href={link.url} label={link.label} />
                {link.type === 'smart' ? <span className={styles.smart}> — {T.smartLink}</span> : null}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </article>
  );
}

/** The cards, or why there are none, and the raw request and response for integrators. */
function Result({ result, Group }: { result: CdsTryCallResponse; Group: 'h3' | 'h4' }) {
  const Title = Group === 'h3' ? 'h4' : 'h5';
  return (
    <div className={styles.result}>
      {result.outcome.ok ? (
        <>
          <Group className={styles.groupHeading}>
            {T.cardsHeading} ({T.cardCount(result.outcome.cards.length)})
          </Group>
          {result.outcome.cards.length === 0 ? (
            <p>{T.noCards}</p>
          ) : (
            <div className={styles.cards}>
              {result.outcome.cards.map((card, i) => (
                <Card key={card.uuid ?? i} card={card} Title={Title} />
              ))}
            </div>
          )}
        </>
      ) : (
        <p role="alert" className={styles.failure}>
          {T.failure(result.outcome.failure)}
        </p>
      )}
      <details className={styles.raw}>
        <summary>{T.raw}</summary>
        <p className={styles.listHeading}>
          {T.rawRequest}: <code>POST {result.serviceUrl}</code>
        </p>
        {/* eslint-disable-next-line jsx-a11y-x/no-noninteractive-tabindex -- a scrollable region must be focusable (WCAG 2.1.1; axe scrollable-region-focusable) */}
        <pre role="region" aria-label={T.rawRequest} tabIndex={0}>
          {result.request ? JSON.stringify(result.request, null, 2) : '—'}
        </pre>
        <p className={styles.listHeading}>{T.rawResponse}</p>
        {result.response ? (
          <>
            <p>
              {T.status}: {result.response.status}
              {result.response.contentType ? ` · ${result.response.contentType}` : ''} ·{' '}
              {T.took(result.timeMs)}
            </p>
            {/* eslint-disable-next-line jsx-a11y-x/no-noninteractive-tabindex -- a scrollable region must be focusable (WCAG 2.1.1; axe scrollable-region-focusable) */}
            <pre role="region" aria-label={T.rawResponse} tabIndex={0}>
              {result.response.body}
            </pre>
            {result.response.truncated ? <p>{T.rawTruncated}</p> : null}
          </>
        ) : (
          <p>{T.rawNoResponse}</p>
        )}
        {!result.outcome.ok && result.outcome.failure.detail ? <p>{result.outcome.failure.detail}</p> : null}
      </details>
    </div>
  );
}

/**
 * `Try this CDS service` (issue 36): the services of the app's CDS Hooks discovery document, a
 * synthetic patient of the sandbox to call one for, and the cards it returns. A chunk of its own,
 * loaded only on the page of a published app that declares a discovery URL.
 */
export function CdsTrySection({ appId, Heading }: { appId: number; Heading: Heading }) {
  const headingId = useId();
  const Group = Heading === 'h2' ? 'h3' : 'h4';
  const services = useQuery({
    queryKey: ['apps', 'details', appId, 'cds-services'],
    queryFn: ({ signal }) => apiFetch(listCdsTryServicesRoute, { params: { id: appId }, signal }),
    retry: false,
    staleTime: 60_000,
  });
  const [serviceId, setServiceId] = useState<string>();
  const [patientId, setPatientId] = useState<string>();
  const call = useMutation({
    mutationFn: (v: { serviceId: string; patientId: string }) =>
      apiFetch(callCdsTryServiceRoute, {
        params: { id: appId, serviceId: v.serviceId },
        body: { patientId: v.patientId },
      }),
  });

  const data = services.data;
  const list = data?.outcome.ok ? data.outcome.services : [];
  const callable = list.filter((s) => s.callable);
  const chosenService = serviceId ?? (callable.length === 1 ? callable[0]?.id : undefined);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (chosenService && patientId) call.mutate({ serviceId: chosenService, patientId });
  };

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <Heading id={headingId} className={styles.heading}>
        {T.heading}
      </Heading>
      <p className={styles.intro}>{T.intro}</p>
      {services.isPending ? (
        <p role="status">{T.loading}</p>
      ) : services.isError ? (
        <p role="alert" className={styles.failure}>
          {apiFailure(services.error)}
        </p>
      ) : !data!.outcome.ok ? (
        <p role="alert" className={styles.failure}>
          {T.failure(data!.outcome.failure)}
        </p>
      ) : list.length === 0 ? (
        <p>{T.noServices}</p>
      ) : (
        <form className={styles.form} onSubmit={submit}>
          <fieldset className={styles.fieldset}>
            <legend>{T.serviceLegend}</legend>
            {list.map((s) => (
              <div key={s.id} className={styles.choice}>
                <label>
                  <input
                    type="radio"
                    name={`cds-service-${appId}`}
                    value={s.id}
                    disabled={!s.callable}
                    checked={chosenService === s.id}
                    onChange={() => setServiceId(s.id)}
                  />{' '}
                  {s.title ?? s.id}
                </label>
                <p className={styles.serviceMeta}>
                  {T.hook}: <code>{s.hook}</code>
                </p>
                <p className={styles.serviceDescription}>{s.description}</p>
                {s.callable ? null : <p className={styles.serviceMeta}>{T.notCallable}</p>}
              </div>
            ))}
          </fieldset>
          <fieldset className={styles.fieldset}>
            <legend>{T.patientLegend}</legend>
            <p className={styles.serviceMeta}>{T.sampleNote}</p>
            {data!.patients.length === 0 ? (
              <p>{T.noPatients}</p>
            ) : (
              <div className={styles.patients}>
                {data!.patients.map((p) => (
                  <label key={p.id} className={styles.patient}>
                    <input
                      type="radio"
                      name={`cds-patient-${appId}`}
                      value={p.id}
                      checked={patientId === p.id}
                      onChange={() => setPatientId(p.id)}
                    />
                    <span>{p.name}</span>
                  </label>
                ))}
              </div>
            )}
          </fieldset>
          <div>
            <button
              type="submit"
              className={`${buttons.button} ${buttons.primary}`}
              disabled={!chosenService || !patientId || call.isPending}
            >
              {T.call}
            </button>
          </div>
        </form>
      )}
      <div aria-live="polite" className={styles.live}>
        {call.isPending ? <p role="status">{T.calling}</p> : null}
        {call.isError ? (
          <p role="alert" className={styles.failure}>
            {apiFailure(call.error)}
          </p>
        ) : null}
        {call.data && !call.isPending ? <Result result={call.data} Group={Group} /> : null}
      </div>
    </section>
  );
}
