/**
 * The value of a sample in Prometheus text (`name{labels} value`), labels in any order; undefined when
 * the series is absent.
 */
export function sampleValue(
  text: string,
  name: string,
  labels: Record<string, string> = {},
): number | undefined {
  const wanted = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const present: string[] = (match[2] ?? '').match(/[a-zA-Z_][a-zA-Z0-9_]*="(?:[^"\\]|\\.)*"/g) ?? [];
    if (present.length === wanted.length && wanted.every((w) => present.includes(w))) return Number(match[3]);
  }
  return undefined;
}
