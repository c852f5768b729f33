/**
 * What an update changes against the published version, for the admin's change view: the texts field
 * by field with a word-level diff, the icon, and the screenshots added and removed. Pure, so it is
 * tested without rendering.
 */
import {
  APP_DIFF_FIELD_LABELS,
  evidenceFacts,
  profileFacts,
  type AppDetails,
  type Screenshot,
} from '@showroom/contract';
import { diffArrays } from 'diff';

type DiffPartType = 'same' | 'added' | 'removed';
export interface DiffPart {
  readonly type: DiffPartType;
  readonly text: string;
}

/** The two sides of a text diff: the published text (same | removed), the proposed one (same | added). */
export interface TextDiff {
  readonly before: readonly DiffPart[];
  readonly after: readonly DiffPart[];
}

/**
 * The compared texts, named as the editor names their fields ('Name', 'Short description', ...:
 * APP_DIFF_FIELD_LABELS, read when the changes are listed).
 */
const DIFF_FIELDS = [
  'name',
  'descriptionShort',
  'description',
  'demoUrl',
  'repoUrl',
  'version',
] as const satisfies readonly (keyof AppDetails & keyof typeof APP_DIFF_FIELD_LABELS)[];
type DiffFieldKey = (typeof DIFF_FIELDS)[number];

export interface FieldChange {
  /** A DIFF_FIELDS key, `profile.<path>` for a field of the interoperability profile, `evidence.<path>` of the evidence. */
  readonly key: string;
  readonly label: string;
  readonly before: string;
  readonly after: string;
  readonly diff: TextDiff;
}

export interface AppChanges {
  /** Changed texts, in DIFF_FIELDS order. */
  readonly changed: readonly FieldChange[];
  /** Labels of the texts that stay as they are. */
  readonly unchanged: readonly string[];
  readonly icon: { readonly before: string | null; readonly after: string | null; readonly changed: boolean };
  readonly screenshots: { readonly added: readonly Screenshot[]; readonly removed: readonly Screenshot[] };
  /** Anything at all differs. */
  readonly any: boolean;
}

type Compared = Pick<AppDetails, DiffFieldKey | 'icon' | 'screenshots'> &
  Partial<Pick<AppDetails, 'profile' | 'evidence'>>;

/**
 * The update's changes. Screenshots are compared by id: an update's list is the published one minus
 * the removed, plus its own, so a kept screenshot keeps its id.
 */
export function diffApps(published: Compared, proposed: Compared): AppChanges {
  const changed: FieldChange[] = [];
  const unchanged: string[] = [];
  const texts = DIFF_FIELDS.map((key) => ({
    key,
    label: APP_DIFF_FIELD_LABELS[key],
    before: published[key] ?? '',
    after: proposed[key] ?? '',
  }));
  // The interoperability profile, field by field, after the texts; fields neither version declares are left out.
  const proposedFacts = profileFacts(proposed.profile);
  const profile = profileFacts(published.profile)
    .map((fact, i) => ({
      key: fact.key,
      label: fact.label,
      before: fact.value,
      after: proposedFacts[i]?.value ?? '',
    }))
    .filter((f) => f.before !== '' || f.after !== '');
  // The evidence (issue 37: runs on, used by, certifications, data protection) the same way, last.
  const proposedEvidence = evidenceFacts(proposed.evidence);
  const evidence = evidenceFacts(published.evidence)
    .map((fact, i) => ({
      key: fact.key,
      label: fact.label,
      before: fact.value,
      after: proposedEvidence[i]?.value ?? '',
    }))
    .filter((f) => f.before !== '' || f.after !== '');
  for (const { key, label, before, after } of [...texts, ...profile, ...evidence]) {
    if (before === after) unchanged.push(label);
    else changed.push({ key, label, before, after, diff: diffWords(before, after) });
  }
  const publishedIds = new Set(published.screenshots.map((s) => s.id));
  const proposedIds = new Set(proposed.screenshots.map((s) => s.id));
  const added = proposed.screenshots.filter((s) => !publishedIds.has(s.id));
  const removed = published.screenshots.filter((s) => !proposedIds.has(s.id));
  const icon = { before: published.icon, after: proposed.icon, changed: published.icon !== proposed.icon };
  return {
    changed,
    unchanged,
    icon,
    screenshots: { added, removed },
    any: changed.length > 0 || icon.changed || added.length > 0 || removed.length > 0,
  };
}

/** Above this many changed words a word diff is no help to read: the texts are compared by lines. */
export const DIFF_MAX_WORD_EDITS = 300;
/** Above this many changed lines the texts are shown as replaced, whole. */
const DIFF_MAX_LINE_EDITS = 2_000;

const words = (text: string): string[] => text.split(/(\s+)/).filter((t) => t !== '');
const lines = (text: string): string[] => text.split(/(?<=\n)/).filter((t) => t !== '');

type Op = DiffPart;

/**
 * A word-level diff (whitespace kept as its own tokens, so the texts rebuild exactly). A text changed
 * in too many words is compared by lines, and beyond that shown as replaced.
 */
export function diffWords(before: string, after: string): TextDiff {
  const ops =
    diffBy(words, DIFF_MAX_WORD_EDITS, before, after) ??
    diffBy(lines, DIFF_MAX_LINE_EDITS, before, after) ??
    replaced(before, after);
  return {
    before: merge(ops.filter((op) => op.type !== 'added')),
    after: merge(ops.filter((op) => op.type !== 'removed')),
  };
}

const replaced = (a: string, b: string): Op[] => [
  { type: 'removed', text: a },
  { type: 'added', text: b },
];

/** The edit script (jsdiff's Myers diff) of two texts split into tokens; undefined past `maxEdits`. */
function diffBy(
  split: (text: string) => string[],
  maxEdits: number,
  before: string,
  after: string,
): Op[] | undefined {
  const changes = diffArrays(split(before), split(after), { maxEditLength: maxEdits });
  if (!changes) return undefined;
  return absorbLoneSpaces(
    changes.map((c) => ({
      type: c.added ? 'added' : c.removed ? 'removed' : 'same',
      text: c.value.join(''),
    })),
  );
}

/**
 * A space kept between two changes reads as noise ('a b' -> 'x y' would mark 'a', keep ' ', mark
 * 'b'): it becomes part of the change on both sides.
 */
function absorbLoneSpaces(ops: readonly Op[]): Op[] {
  return ops.flatMap((op, index): Op[] => {
    const previous = ops[index - 1];
    const next = ops[index + 1];
    const between =
      previous !== undefined && next !== undefined && previous.type !== 'same' && next.type !== 'same';
    if (op.type !== 'same' || op.text.trim() !== '' || !between) return [op];
    return [
      { type: 'removed', text: op.text },
      { type: 'added', text: op.text },
    ];
  });
}

/** Joins neighbours of one type and drops empty parts, so the markup has one element per run. */
function merge(parts: readonly DiffPart[]): DiffPart[] {
  const out: DiffPart[] = [];
  for (const part of parts) {
    if (part.text === '') continue;
    const last = out.at(-1);
    if (last && last.type === part.type)
      out[out.length - 1] = { type: part.type, text: last.text + part.text };
    else out.push(part);
  }
  return out;
}
