import {
  CDS_TRY_TEXTS as T,
  callCdsTryServiceRoute,
  listCdsTryServicesRoute,
  type CdsCard,
  type CdsTryCallResponse,
} from '@showroom/contract';
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { apiFetch } from '../../lib/api-client-core.ts';
import { isApiError } from '../../lib/api-error.ts';
import buttons from '../../styles/buttons.module.css';
import { externalHref, NEW_TAB } from '../app-card/external-href.ts';
import { Markdown } from '../markdown/markdown.tsx';
import css from '../app-details-view/interoperability.module.css';

type Heading = 'h2' | 'h3';

const INDICATOR_CLASS = {
  info: css.cdsInfo,
  warning: css.cdsWarning,
  critical: css.cdsCritical,
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
    <article className={`${css.cdsCard} ${INDICATOR_CLASS[card.indicator]}`} aria-labelledby={summaryId}>
      <p className={css.cdsIndicator}>
        <span className={css.cdsDot} aria-hidden="true" />
        {T.indicators[card.indicator]}
      </p>
      <Title id={summaryId} className={css.cdsSummary}>
        {card.summary}
      </Title>
      {card.detail ? <Markdown className={css.cdsDetail}>{card.detail}</Markdown> : null}
      <p className={css.cdsSource}>
        {T.source}: <ExternalLink href={card.source.url} label={card.source.label} />
      </p>
      {card.suggestions && card.suggestions.length > 0 ? (
        <div>
          <p className={css.cdsListHeading}>{T.suggestions}</p>
          <ul className={css.cdsList}>
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
          <p className={css.cdsListHeading}>{T.links}</p>
          <ul className={css.cdsList}>
            {card.links.map((link, i) => (
              <li key={i}>
                <ExternalLink href={link.url} label={link.label} />
                {link.type === 'smart' ? <span className={css.cdsSmart}> — {T.smartLink}</span> : null}
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
    <div className={css.cdsResult}>
      {result.outcome.ok ? (
        <>
          <Group className={css.cdsGroupHeading}>
            {T.cardsHeading} ({T.cardCount(result.outcome.cards.length)})
          </Group>
          {result.outcome.cards.length === 0 ? (
            <p>{T.noCards}</p>
          ) : (
            <div className={css.cdsCards}>
              {result.outcome.cards.map((card, i) => (
                <Card key={card.uuid ?? i} card={card} Title={Title} />
              ))}
            </div>
          )}
        </>
      ) : (
        <p role="alert" className={css.cdsFailure}>
          {T.failure(result.outcome.failure)}
        </p>
      )}
      <details className={css.cdsRaw}>
        <summary>{T.raw}</summary>
        <p className={css.cdsListHeading}>
          {T.rawRequest}: <code>POST {result.serviceUrl}</code>
        </p>
        {/* eslint-disable-next-line jsx-a11y-x/no-noninteractive-tabindex -- a scrollable region must be focusable (WCAG 2.1.1; axe scrollable-region-focusable) */}
        <pre role="region" aria-label={T.rawRequest} tabIndex={0}>
          {result.request ? JSON.stringify(result.request, null, 2) : '—'}
        </pre>
        <p className={css.cdsListHeading}>{T.rawResponse}</p>
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
  // A plain state, not useMutation: that would be a chunk of its own in the first page's list of files.
  const [call, setCall] = useState<{ pending: boolean; data?: CdsTryCallResponse; error?: unknown }>({
    pending: false,
  });
  const mutate = (v: { serviceId: string; patientId: string }) => {
    setCall({ pending: true });
    void apiFetch(callCdsTryServiceRoute, {
      params: { id: appId, serviceId: v.serviceId },
      body: { patientId: v.patientId },
    }).then(
      (data) => setCall({ pending: false, data }),
      (error: unknown) => setCall({ pending: false, error }),
    );
  };

  const data = services.data;
  const list = data?.outcome.ok ? data.outcome.services : [];
  const callable = list.filter((s) => s.callable);
  const chosenService = serviceId ?? (callable.length === 1 ? callable[0]?.id : undefined);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (call.pending) return; // the button stays focusable (aria-disabled) while a call runs
    if (chosenService && patientId) mutate({ serviceId: chosenService, patientId });
  };

  return (
    <section className={css.cdsSection} aria-labelledby={headingId}>
      <Heading id={headingId} className={css.cdsHeading}>
        {T.heading}
      </Heading>
      <p className={css.cdsIntro}>{T.intro}</p>
      {services.isPending ? (
        <p role="status">{T.loading}</p>
      ) : services.isError ? (
        <p role="alert" className={css.cdsFailure}>
          {apiFailure(services.error)}
        </p>
      ) : !data!.outcome.ok ? (
        <p role="alert" className={css.cdsFailure}>
          {T.failure(data!.outcome.failure)}
        </p>
      ) : list.length === 0 ? (
        <p>{T.noServices}</p>
      ) : (
        <form className={css.cdsForm} onSubmit={submit}>
          <fieldset className={css.cdsFieldset}>
            <legend>{T.serviceLegend}</legend>
            {list.map((s) => (
              <div key={s.id} className={css.cdsChoice}>
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
                <p className={css.cdsServiceMeta}>
                  {T.hook}: <code>{s.hook}</code>
                </p>
                <p className={css.cdsServiceDescription}>{s.description}</p>
                {s.callable ? null : <p className={css.cdsServiceMeta}>{T.notCallable}</p>}
              </div>
            ))}
          </fieldset>
          <fieldset className={css.cdsFieldset}>
            <legend>{T.patientLegend}</legend>
            <p className={css.cdsServiceMeta}>{T.sampleNote}</p>
            {data!.patients.length === 0 ? (
              <p>{T.noPatients}</p>
            ) : (
              <div className={css.cdsPatients}>
                {data!.patients.map((p) => (
                  <label key={p.id} className={css.cdsPatient}>
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
              // Not `disabled` while a call runs: that would drop the keyboard focus to the page's body.
              disabled={!chosenService || !patientId}
              aria-disabled={call.pending || undefined}
            >
              {T.call}
            </button>
          </div>
        </form>
      )}
      <div aria-live="polite" className={css.cdsLive}>
        {call.pending ? <p role="status">{T.calling}</p> : null}
        {call.error !== undefined ? (
          <p role="alert" className={css.cdsFailure}>
            {apiFailure(call.error)}
          </p>
        ) : null}
        {call.data ? <Result result={call.data} Group={Group} /> : null}
      </div>
    </section>
  );
}
