/** The FHIR sandbox's answers as the web's tests fake them: patients named as Synthea names them (digits). */

/** A Patient resource as a search of the sandbox returns it, its name with Synthea's digits. */
export const sandboxPatient = (
  id: string,
  given: string,
  family: string,
  gender: string,
  birthDate: string,
  more: Record<string, unknown> = {},
) => ({
  resource: { resourceType: 'Patient', id, name: [{ given: [given], family }], gender, birthDate, ...more },
});

/** A searchset Bundle of the given entries. */
export const sandboxBundle = (entry: readonly unknown[]) => ({ resourceType: 'Bundle', entry });
