/**
 * A FHIR HumanName as a person's name on screen. Synthea's made-up names carry digits (Adrian111: a tag
 * that keeps its names unique); they are dropped here, so every place that names a sandbox patient or
 * practitioner says the same name: the /sandbox page, the `Launch in sandbox` dialog, `Try this CDS
 * service` and the sandbox's own sign-in page. Small and dependency-free: the sandbox's process and the
 * web's page chunks import it alone (the subpath `@showroom/contract/fhir-person-name`).
 */
export interface HumanNameParts {
  readonly text?: string;
  readonly prefix?: readonly string[];
  readonly given?: readonly string[];
  readonly family?: string;
}

/** The name's text, or its prefixes (when asked for), given names and family name; '' when it has none. */
export function personName(name: HumanNameParts | undefined, withPrefix = false): string {
  const text =
    name?.text ??
    [...(withPrefix ? (name?.prefix ?? []) : []), ...(name?.given ?? []), name?.family ?? ''].join(' ');
  return text.replace(/\d+/g, '').replace(/\s+/g, ' ').trim();
}
