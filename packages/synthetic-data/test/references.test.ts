import type { Location, Practitioner, PractitionerRole, Encounter, Resource } from '@medplum/fhirtypes';
import { describe, expect, it } from 'vitest';
import { normaliseReferences, referencesIn } from '../src/references.ts';

const NPI = 'http://hl7.org/fhir/sid/us-npi';
const SYNTHEA = 'https://github.com/synthetichealth/synthea';

function fixture(): Resource[] {
  const practitioner: Practitioner = {
    resourceType: 'Practitioner',
    id: 'pr-1',
    identifier: [{ system: NPI, value: '9999974493' }],
  };
  const location: Location = {
    resourceType: 'Location',
    id: 'loc-1',
    identifier: [{ system: SYNTHEA, value: 'aaaa' }],
    managingOrganization: { identifier: { system: SYNTHEA, value: 'bbbb' }, display: 'Clinic' },
  };
  const role: PractitionerRole = {
    resourceType: 'PractitionerRole',
    id: 'role-1',
    practitioner: { identifier: { system: NPI, value: '9999974493' } },
    location: [{ identifier: { system: SYNTHEA, value: 'aaaa' } }],
  };
  const encounter: Encounter = {
    resourceType: 'Encounter',
    id: 'enc-1',
    status: 'finished',
    class: { code: 'AMB' },
    subject: { reference: 'urn:uuid:pat-1' },
    participant: [
      { individual: { reference: `Practitioner?identifier=${NPI}|9999974493`, display: 'Dr. A' } },
    ],
    serviceProvider: { reference: `Organization?identifier=${SYNTHEA}|bbbb` },
  };
  return [
    { resourceType: 'Patient', id: 'pat-1' },
    { resourceType: 'Organization', id: 'org-1', identifier: [{ system: SYNTHEA, value: 'bbbb' }] },
    practitioner,
    location,
    role,
    encounter,
  ];
}

describe('normaliseReferences', () => {
  it('turns conditional, logical and urn:uuid references into Type/id, keeping identifier and display', () => {
    const resources = fixture();
    expect(normaliseReferences(resources)).toEqual([]);
    const [, , , location, role, encounter] = resources as [
      Resource,
      Resource,
      Resource,
      Location,
      PractitionerRole,
      Encounter,
    ];
    expect(encounter.subject).toEqual({ reference: 'Patient/pat-1' });
    expect(encounter.participant?.[0]?.individual).toEqual({
      reference: 'Practitioner/pr-1',
      display: 'Dr. A',
    });
    expect(encounter.serviceProvider).toEqual({ reference: 'Organization/org-1' });
    expect(location.managingOrganization).toEqual({
      identifier: { system: SYNTHEA, value: 'bbbb' },
      display: 'Clinic',
      reference: 'Organization/org-1',
    });
    expect(role.practitioner?.reference).toBe('Practitioner/pr-1');
    expect(role.location?.[0]?.reference).toBe('Location/loc-1');
  });

  it('names what resolves to nothing and leaves it as it was', () => {
    const resources = fixture();
    const encounter = resources[5] as Encounter;
    encounter.serviceProvider = { reference: `Organization?identifier=${SYNTHEA}|nowhere` };
    expect(normaliseReferences(resources)).toEqual([
      `Encounter/enc-1: Organization?identifier=${SYNTHEA}|nowhere`,
    ]);
    expect(encounter.serviceProvider.reference).toBe(`Organization?identifier=${SYNTHEA}|nowhere`);
  });

  it('finds references at any depth but not a resource’s own identifiers', () => {
    const found = referencesIn(fixture()[4] as Resource);
    expect(found).toHaveLength(2);
    expect(referencesIn(fixture()[1] as Resource)).toEqual([]);
  });
});
