// The sample CDS Hooks service the showroom serves itself (issue 36), so that `Try this CDS service`
// works on a fresh `npm start` without network: discovery at PUBLIC_URL/sample-demos/cds-services, one
// patient-view service that looks at the vital signs the EHR prefetched from the sandbox and flags a
// missing set or an out-of-range blood pressure. Like the sample demo pages it is labelled a sample, in
// English only, and works on synthetic data; it stores nothing and fetches nothing itself.
import { randomUUID } from 'node:crypto';
import {
  SAMPLE_CDS_BASE_PATH,
  sampleDemoPath,
  type CdsCard,
  type CdsServiceResponse,
} from '@showroom/contract';
import type { App } from '../../lib/fastify.ts';

export const SAMPLE_CDS_SERVICE_ID = 'vital-signs-check';

const LOINC = 'http://loinc.org';
const BLOOD_PRESSURE = '85354-9';
const SYSTOLIC = '8480-6';
const DIASTOLIC = '8462-4';
/** The vital signs a complete set has (LOINC), with the names a clinician reads. */
const CORE_VITALS: readonly [code: string, name: string][] = [
  ['8867-4', 'heart rate'],
  ['9279-1', 'respiratory rate'],
  ['8310-5', 'body temperature'],
  ['59408-5', 'oxygen saturation'],
  [BLOOD_PRESSURE, 'blood pressure'],
];
const STALE_AFTER_DAYS = 365;

/** The discovery document (CDS Hooks 2.0 "Discovery"). */
export const sampleCdsDiscovery = () => ({
  services: [
    {
      hook: 'patient-view',
      id: SAMPLE_CDS_SERVICE_ID,
      title: 'Vital signs check (sample)',
      description:
        'A sample service of the showroom: flags a patient whose vital signs are missing or out of date, and a latest blood pressure outside 90/60–139/89 mmHg. For synthetic patients only; not for clinical use.',
      prefetch: {
        patient: 'Patient/{{context.patientId}}',
        bloodPressure: `Observation?patient=Patient/{{context.patientId}}&code=${LOINC}|${BLOOD_PRESSURE}&_sort=-date&_count=1`,
        vitalSigns:
          'Observation?patient=Patient/{{context.patientId}}&category=vital-signs&_sort=-date&_count=20',
      },
    },
  ],
});

type Resource = Record<string, unknown>;
interface Coding {
  system?: string;
  code?: string;
}
interface Quantity {
  value?: number;
  unit?: string;
}

const resourcesOf = (bundle: unknown): Resource[] =>
  ((bundle as { entry?: { resource?: Resource }[] } | null)?.entry ?? []).flatMap((e) =>
    e.resource ? [e.resource] : [],
  );

const codesOf = (concept: unknown): string[] =>
  ((concept as { coding?: Coding[] } | undefined)?.coding ?? []).flatMap((c) =>
    c.system === LOINC && c.code ? [c.code] : [],
  );

const whenOf = (observation: Resource): string | undefined =>
  typeof observation.effectiveDateTime === 'string'
    ? observation.effectiveDateTime
    : ((observation.effectivePeriod as { start?: string } | undefined)?.start ?? undefined);

function componentValue(observation: Resource, code: string): number | undefined {
  const component = (
    observation.component as { code?: unknown; valueQuantity?: Quantity }[] | undefined
  )?.find((c) => codesOf(c.code).includes(code));
  return typeof component?.valueQuantity?.value === 'number' ? component.valueQuantity.value : undefined;
}

const day = (iso: string): string => iso.slice(0, 10);

function patientName(patient: unknown): string {
  const name = ((patient as { name?: { given?: string[]; family?: string }[] } | null)?.name ?? [])[0];
  return [...(name?.given ?? []), name?.family ?? ''].join(' ').trim() || 'This patient';
}

/** The cards for one patient, from what the EHR prefetched. */
export function sampleCdsCards(
  prefetch: Record<string, unknown> | undefined,
  origin: string,
  patientId: string | undefined,
  now: Date = new Date(),
): CdsCard[] {
  const source = { label: 'Showroom sample CDS service (synthetic data)', url: `${origin}/sandbox` };
  const card = (c: Omit<CdsCard, 'source' | 'uuid'>): CdsCard => ({ uuid: randomUUID(), ...c, source });
  if (!prefetch || !('vitalSigns' in prefetch) || !('bloodPressure' in prefetch)) {
    return [
      card({
        summary: 'The sample service received no prefetched vital signs',
        indicator: 'info',
        detail:
          'This sample service reads the vital signs from the prefetch its discovery document asks for.',
      }),
    ];
  }
  const name = patientName(prefetch.patient);
  const cards: CdsCard[] = [];
  const vitals = resourcesOf(prefetch.vitalSigns);
  const dated = vitals.flatMap((o) => {
    const when = whenOf(o);
    return when ? [{ o, when }] : [];
  });
  dated.sort((a, b) => b.when.localeCompare(a.when));
  const latest = dated[0];

  if (!latest) {
    cards.push(
      card({
        summary: 'No vital signs recorded',
        indicator: 'warning',
        detail: `${name} has **no vital signs** on record. Record a full set: heart rate, respiratory rate, temperature, oxygen saturation and blood pressure.`,
      }),
    );
  } else {
    const ageDays = Math.floor((now.getTime() - Date.parse(latest.when)) / 86_400_000);
    if (ageDays > STALE_AFTER_DAYS) {
      cards.push(
        card({
          summary: `No vital signs in the last 12 months (latest ${day(latest.when)})`,
          indicator: 'warning',
          detail: `The latest vital signs of ${name} are from **${day(latest.when)}**, ${ageDays} days ago. Consider recording a new set at this visit.`,
        }),
      );
    }
    const sameDay = new Set(
      dated.filter((d) => day(d.when) === day(latest.when)).flatMap((d) => codesOf(d.o.code)),
    );
    const missing = CORE_VITALS.filter(([code]) => !sameDay.has(code)).map(([, label]) => label);
    if (missing.length > 0) {
      cards.push(
        card({
          summary: `Latest vital signs are incomplete: ${missing.join(', ')} missing`,
          indicator: 'warning',
          detail: `The set recorded on **${day(latest.when)}** lacks: ${missing.map((m) => `*${m}*`).join(', ')}.`,
        }),
      );
    }
  }

  const bp = resourcesOf(prefetch.bloodPressure)[0];
  const systolic = bp ? componentValue(bp, SYSTOLIC) : undefined;
  const diastolic = bp ? componentValue(bp, DIASTOLIC) : undefined;
  if (bp && systolic !== undefined && diastolic !== undefined) {
    const reading = `${Math.round(systolic)}/${Math.round(diastolic)} mmHg`;
    const when = whenOf(bp);
    const on = when ? ` on ${day(when)}` : '';
    const recheck = {
      suggestions: [
        {
          label: 'Repeat the blood pressure measurement',
          uuid: randomUUID(),
          isRecommended: true,
          actions: [
            {
              type: 'create' as const,
              description:
                'A proposal to measure the blood pressure again, seated, after five minutes of rest.',
              resource: {
                resourceType: 'ServiceRequest',
                status: 'draft',
                intent: 'proposal',
                code: { coding: [{ system: LOINC, code: BLOOD_PRESSURE, display: 'Blood pressure panel' }] },
                ...(patientId ? { subject: { reference: `Patient/${patientId}` } } : {}),
              },
            },
          ],
        },
      ],
      selectionBehavior: 'at-most-one' as const,
      links: [
        {
          label: 'Hypertension guidelines (ESC)',
          url: 'https://www.escardio.org/Guidelines/Clinical-Practice-Guidelines',
          type: 'absolute' as const,
        },
        {
          label: 'Vitalis Vital Signs chart (sample)',
          url: `${origin}${sampleDemoPath('vital-signs')}`,
          type: 'smart' as const,
        },
      ],
    };
    if (systolic >= 180 || diastolic >= 120) {
      cards.push(
        card({
          summary: `Blood pressure ${reading}: hypertensive crisis range`,
          indicator: 'critical',
          detail: `The latest blood pressure of ${name} is **${reading}**${on}, at or above 180/120 mmHg. Check for signs of organ damage.`,
          ...recheck,
        }),
      );
    } else if (systolic >= 140 || diastolic >= 90) {
      cards.push(
        card({
          summary: `Blood pressure ${reading} is above 140/90 mmHg`,
          indicator: 'warning',
          detail: `The latest blood pressure of ${name} is **${reading}**${on}. A reading of 140/90 mmHg or more calls for a repeat measurement.`,
          ...recheck,
        }),
      );
    } else if (systolic < 90 || diastolic < 60) {
      cards.push(
        card({
          summary: `Blood pressure ${reading} is low`,
          indicator: 'warning',
          detail: `The latest blood pressure of ${name} is **${reading}**${on}, below 90/60 mmHg.`,
          ...recheck,
        }),
      );
    } else {
      cards.push(
        card({
          summary: `Blood pressure ${reading}${on} is within range`,
          indicator: 'info',
          detail: `The latest blood pressure of ${name} is **${reading}**${on}, between 90/60 and 139/89 mmHg.`,
        }),
      );
    }
  } else if (latest) {
    cards.push(
      card({
        summary: 'No blood pressure on record',
        indicator: 'info',
        detail: `${name} has vital signs on record, but no blood pressure panel (LOINC ${BLOOD_PRESSURE}).`,
      }),
    );
  }
  return cards;
}

/**
 * GET PUBLIC_URL/sample-demos/cds-services (discovery) and POST …/cds-services/vital-signs-check (the
 * service). Public, like every CDS service an EHR calls; the body is the CDS Hooks request.
 */
export function sampleCdsRoutes(app: App): void {
  const origin = new URL(app.env.publicUrl).origin;
  const discovery = sampleCdsDiscovery();
  const base = `${SAMPLE_CDS_BASE_PATH}/cds-services`;

  app.get(base, { schema: { hide: true } }, (_request, reply) =>
    reply.header('cache-control', 'no-cache').header('access-control-allow-origin', '*').send(discovery),
  );
  app.post<{ Params: { id: string }; Body: unknown }>(
    `${base}/:id`,
    { schema: { hide: true }, bodyLimit: 1024 * 1024 },
    (request, reply) => {
      if (request.params.id !== SAMPLE_CDS_SERVICE_ID) return reply.callNotFound();
      const body = request.body as {
        hook?: unknown;
        prefetch?: unknown;
        context?: { patientId?: unknown };
      } | null;
      if (body?.hook !== 'patient-view') {
        return reply.code(400).send({ error: 'This service answers the patient-view hook.' });
      }
      const prefetch =
        body.prefetch && typeof body.prefetch === 'object'
          ? (body.prefetch as Record<string, unknown>)
          : undefined;
      const patientId = typeof body.context?.patientId === 'string' ? body.context.patientId : undefined;
      const answer: CdsServiceResponse = { cards: sampleCdsCards(prefetch, origin, patientId) };
      return reply.header('cache-control', 'no-store').send(answer);
    },
  );
}
