import {
  FACET_GROUP_VALUES,
  FACET_GROUPS,
  facetTag,
  FILTER_PARAMS,
  isOpenFacetGroup,
  languageName,
  runsOnName,
  type CatalogueFacets,
  type CatalogueFilters,
  type FacetCount,
  type FacetGroup,
} from '@showroom/contract';

/**
 * The public catalogue's facet tags held as bit sets: one bit per public app, one set per tag. A
 * group's selection is the union of its values' sets, the filters the intersection of the groups';
 * an option's count is the size of its set within the other groups' filters (the disjunctive rule),
 * so counting costs a few AND-and-popcount passes over 12.5 KB per 100,000 apps, whatever the filters.
 * Built from catalogue_search once per catalogue version (CatalogueCache.memo) and read-only after.
 */
export class FacetIndex {
  /** Public apps' ids; an app's bit is its position here. */
  readonly ids: Int32Array;
  readonly #words: number;
  readonly #positions = new Map<number, number>();
  readonly #postings: Map<string, Int32Array>;
  readonly #bits = new Map<string, Uint32Array>();

  constructor(ids: Int32Array, postings: Map<string, Int32Array>) {
    this.ids = ids;
    this.#words = Math.ceil(ids.length / 32);
    ids.forEach((id, i) => this.#positions.set(id, i));
    this.#postings = postings;
  }

  get size(): number {
    return this.ids.length;
  }

  /** The tags present, for groups whose values are not a fixed list (languages). */
  valuesOf(param: FacetGroup): string[] {
    const prefix = `${param}:`;
    return [...this.#postings.keys()].filter((t) => t.startsWith(prefix)).map((t) => t.slice(prefix.length));
  }

  /** The apps of the given ids (a search's matches) as a set; ids not in the catalogue are left out. */
  setOf(ids: Iterable<number>): Uint32Array {
    const set = new Uint32Array(this.#words);
    for (const id of ids) {
      const i = this.#positions.get(id);
      if (i !== undefined) set[i >>> 5]! |= 1 << (i & 31);
    }
    return set;
  }

  /** The set of one tag, made once from its postings. */
  #tagBits(tag: string): Uint32Array | undefined {
    let bits = this.#bits.get(tag);
    if (bits) return bits;
    const postings = this.#postings.get(tag);
    if (!postings) return undefined;
    bits = new Uint32Array(this.#words);
    for (const i of postings) bits[i >>> 5]! |= 1 << (i & 31);
    this.#bits.set(tag, bits);
    return bits;
  }

  /** The apps with any of the values of one parameter. */
  #union(param: (typeof FILTER_PARAMS)[number], values: readonly string[]): Uint32Array {
    const set = new Uint32Array(this.#words);
    for (const value of values) {
      const bits = this.#tagBits(facetTag(param, value));
      if (bits) for (let w = 0; w < set.length; w++) set[w]! |= bits[w]!;
    }
    return set;
  }

  /**
   * The counts of every panel group for a selection: each option counts the apps matching the search
   * (`match`, when there is one), every filter of the other parameters, and that option.
   */
  count(filters: CatalogueFilters, match?: Uint32Array): CatalogueFacets {
    const selected = FILTER_PARAMS.filter((p) => (filters[p]?.length ?? 0) > 0);
    const unions = new Map(selected.map((p) => [p, this.#union(p, filters[p] ?? [])]));
    /** The apps every selection but `except`'s admits (all apps: undefined). */
    const within = (except: string | undefined): Uint32Array | undefined => {
      let set: Uint32Array | undefined;
      const sets = [
        ...(match ? [match] : []),
        ...selected.filter((p) => p !== except).map((p) => unions.get(p)!),
      ];
      for (const other of sets) {
        if (!set) set = other.slice();
        else for (let w = 0; w < set.length; w++) set[w]! &= other[w]!;
      }
      return set;
    };
    const all = within(undefined);
    const groups = {} as Record<FacetGroup, FacetCount[]>;
    for (const group of FACET_GROUPS) {
      const base = unions.has(group) ? within(group) : all;
      const values = isOpenFacetGroup(group) ? this.valuesOf(group) : FACET_GROUP_VALUES[group];
      let counts = values.map((value) => ({ value, count: this.#countIn(facetTag(group, value), base) }));
      if (isOpenFacetGroup(group)) {
        // Languages (systems) no app of the selection has are left out, unless they are selected.
        const chosen = filters[group] ?? [];
        for (const value of chosen) {
          if (!counts.some((c) => c.value === value)) counts.push({ value, count: 0 });
        }
        const name = group === 'language' ? languageName : (value: string) => runsOnName(value);
        counts = counts
          .filter((c) => c.count > 0 || chosen.includes(c.value))
          .sort((a, b) => b.count - a.count || name(a.value).localeCompare(name(b.value)));
      }
      groups[group] = counts;
    }
    return { total: all ? popcount(all) : this.size, groups };
  }

  #countIn(tag: string, base: Uint32Array | undefined): number {
    if (!base) return this.#postings.get(tag)?.length ?? 0;
    const bits = this.#tagBits(tag);
    if (!bits) return 0;
    let n = 0;
    for (let w = 0; w < base.length; w++) {
      const x = base[w]! & bits[w]!;
      if (x !== 0) n += popcount32(x);
    }
    return n;
  }
}

function popcount32(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  x = (x + (x >>> 4)) & 0x0f0f0f0f;
  return Math.imul(x, 0x01010101) >>> 24;
}

function popcount(set: Uint32Array): number {
  let n = 0;
  for (const word of set) if (word !== 0) n += popcount32(word);
  return n;
}
