/**
 * The app page's section `Try this CDS service` (issue 36): its texts, the failure sentences and the
 * two calls' routes. Zod-free and in a module of its own: only the section's lazy chunk holds them.
 */
import type { EndpointRoute } from './endpoints-core.ts';
import type { Endpoints } from './endpoints.ts';
import { texts } from './i18n/locale.ts';

export const listCdsTryServicesRoute: EndpointRoute<Endpoints['listCdsTryServices']> = {
  method: 'GET',
  path: '/apps/:id/cds-services',
};
export const callCdsTryServiceRoute: EndpointRoute<Endpoints['callCdsTryService']> = {
  method: 'POST',
  path: '/apps/:id/cds-services/:serviceId/call',
};

/** The longest a service (or its discovery) may take to answer, whole: the live checks' client's total. */
export const CDS_TRY_TIMEOUT_MS = 10_000;
/** The largest answer read from a service or its discovery. */
export const CDS_TRY_MAX_BYTES = 1024 * 1024;

type FailureReason =
  | 'unreachable'
  | 'blocked'
  | 'timeout'
  | 'too-large'
  | 'http-status'
  | 'not-json'
  | 'invalid'
  | 'no-service'
  | 'hook-not-supported'
  | 'no-patient'
  | 'no-draft-order'
  | 'sandbox-unavailable';
type FieldProblem = 'missing' | 'wrong-type' | 'not-allowed' | 'too-long' | 'empty' | 'invalid';

/** What a failure carries that its sentence may use. */
export interface CdsFailureInfo {
  readonly reason: FailureReason;
  readonly stage: 'discovery' | 'service';
  readonly url?: string | undefined;
  readonly status?: number | undefined;
  readonly field?: string | undefined;
  readonly problem?: FieldProblem | undefined;
}

export const CDS_TRY_TEXTS = texts('CDS_TRY_TEXTS', {
  heading: 'Try this CDS service',
  intro:
    'The showroom plays the electronic health record: it calls the service for a synthetic patient of its FHIR sandbox and shows the cards the service returns, as a clinician would see them. Nothing is stored, and suggestions are only listed, never carried out.',
  loading: 'Reading the services…',
  servicesHeading: 'Services',
  noServices: 'The discovery document lists no services.',
  hook: 'Hook',
  notCallable:
    'The showroom cannot call this hook yet: it calls patient-view, order-select and order-sign services.',
  serviceLegend: 'Service',
  patientLegend: 'Patient',
  noPatients: 'The sandbox has no patients to offer right now. Please try again later.',
  call: 'Call service',
  calling: 'Calling the service…',
  cardsHeading: 'Cards',
  noCards: 'The service returned no cards for this patient.',
  cardCount: (n: number): string => (n === 1 ? '1 card' : `${n} cards`),
  indicators: { info: 'Info', warning: 'Warning', critical: 'Critical' },
  source: 'Source',
  suggestions: 'Suggestions (not carried out)',
  recommended: 'recommended',
  links: 'Links',
  smartLink: 'SMART app (an EHR would launch it)',
  raw: 'Request and response (for integrators)',
  rawRequest: 'Request sent',
  rawResponse: 'Response received',
  rawNoResponse: 'No answer was received.',
  rawTruncated: 'The answer is longer; only its beginning is shown.',
  status: 'HTTP status',
  took: (ms: number): string => `Answered in ${ms} ms.`,
  sampleNote: 'Synthetic patients: no real person is behind them.',
  tooMany: 'You have called CDS services often in the last minute. Please wait a moment and try again.',
  noDiscovery: 'This app declares no CDS Hooks discovery URL.',
  failed: 'The call did not work.',
  /** The sentence for a failure; stage 'discovery' speaks of the discovery document, 'service' of the service. */
  failure: (f: CdsFailureInfo): string => {
    const what = f.stage === 'discovery' ? 'The discovery document' : 'The service';
    switch (f.reason) {
      case 'unreachable':
        return `${what} could not be reached${f.url ? ` at ${f.url}` : ''}.`;
      case 'blocked':
        return `${what} was not called: its address${f.url ? ` (${f.url})` : ''} leads to a private or reserved network address, which the showroom never calls.`;
      case 'timeout':
        return `${what} did not answer within ${CDS_TRY_TIMEOUT_MS / 1000} seconds.`;
      case 'too-large':
        return `${what} answered with more than ${CDS_TRY_MAX_BYTES / (1024 * 1024)} MB; the showroom reads no more.`;
      case 'http-status':
        return `${what} answered with HTTP status ${f.status ?? '?'}.`;
      case 'not-json':
        return `${what} did not answer with JSON.`;
      case 'invalid':
        return `${what} did not answer with a valid CDS Hooks ${f.stage === 'discovery' ? 'discovery document' : 'response'}: ${f.field ?? 'a field'} ${
          {
            missing: 'is missing',
            'wrong-type': 'has the wrong type',
            'not-allowed': 'has a value the specification does not allow',
            'too-long': 'is too long',
            empty: 'is empty',
            invalid: 'is not valid',
          }[f.problem ?? 'invalid']
        }.`;
      case 'no-service':
        return 'The discovery document no longer lists this service.';
      case 'hook-not-supported':
        return 'The showroom cannot call this hook yet: it calls patient-view, order-select and order-sign services.';
      case 'no-patient':
        return 'The sandbox has no such patient.';
      case 'no-draft-order':
        return 'The sandbox has no medication of this patient to propose as a draft order: choose another patient.';
      case 'sandbox-unavailable':
        return 'The FHIR sandbox is not available right now, so the patient’s data could not be sent. Please try again later.';
    }
  },
} as const);
