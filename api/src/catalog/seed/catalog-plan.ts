import { type CountryProfile } from './vocab/countries';
import { type Institution } from './institution-catalog';
import { KIND_OFFERS } from './institution-kinds';
import { InstitutionOfferings, type ProgramOffering } from './program-offerings';
import { streamFor, type Random } from './prng';

/**
 * The catalogue size the plan is laid out for: the default `SEED_PROGRAM_COUNT` (spec §1 claims
 * "10,000+ courses"). Larger catalogues go round the plan again with each institution's next
 * programs.
 */
export const PLANNED_PROGRAM_COUNT = 12_600;

/** Among any this many programs in code order, … */
export const TITLE_WINDOW = 20;
/** … no title appears more often than this. */
export const MAX_TITLE_REPEATS_IN_WINDOW = 2;

/** What program number `index` is: which institution offers it, and which of its programs. */
export interface PlannedProgram {
  profile: CountryProfile;
  institution: Institution;
  offering: ProgramOffering;
}

export interface CatalogPlan {
  programAt(index: number): PlannedProgram;
}

interface Place {
  profile: CountryProfile;
  institution: Institution;
  offerings: InstitutionOfferings;
  /** How many programs of each round of the plan this institution offers. */
  share: number;
}

interface Slot {
  place: Place;
  /** The institution's program number within one round of the plan. */
  occurrence: number;
}

/** Largest-remainder rounding of `total` over `weights`. */
function apportion(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  const exact = weights.map((weight) => (sum > 0 ? (weight * total) / sum : 0));
  const shares = exact.map(Math.floor);
  const left = total - shares.reduce((a, b) => a + b, 0);
  exact
    .map((value, i) => ({ i, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.i - b.i)
    .slice(0, left)
    .forEach(({ i }) => (shares[i] = (shares[i] ?? 0) + 1));
  return shares;
}

/**
 * Each country gets programs in proportion to its weight, shared among its institutions by their
 * kind's size. An institution with fewer distinct programs than its share (a small language
 * school) keeps what it has, and the rest goes to the others.
 */
function shareOut(places: Place[], total: number): void {
  const sizeOf = (place: Place) => KIND_OFFERS[place.institution.kind].size;
  const countrySizes = new Map<CountryProfile, number>();
  for (const place of places) {
    countrySizes.set(place.profile, (countrySizes.get(place.profile) ?? 0) + sizeOf(place));
  }
  const weightOf = (place: Place) =>
    (place.profile.weight * sizeOf(place)) / (countrySizes.get(place.profile) ?? 1);
  let open = places;
  let left = total;
  while (open.length > 0 && left > 0) {
    const shares = apportion(left, open.map(weightOf));
    const full: Place[] = [];
    open.forEach((place, i) => {
      const wanted = place.share + (shares[i] ?? 0);
      place.share = place.offerings.distinctUpTo(wanted);
      if (place.share < wanted) full.push(place);
    });
    left = total - places.reduce((sum, place) => sum + place.share, 0);
    open = open.filter((place) => !full.includes(place));
  }
}

function shuffle<T>(random: Random, items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [items[i], items[j]] = [items[j] as T, items[i] as T];
  }
  return items;
}

/**
 * Reorders the slots so no title appears more than the allowed number of times in any window:
 * a slot whose title is already there swaps with the next one whose title is not. A list that
 * only shows its newest or nearest programs then never opens on copies of one title.
 */
function spreadTitles(slots: Slot[]): Slot[] {
  const titleOf = (slot: Slot) => slot.place.offerings.at(slot.occurrence).title;
  const inWindow = new Map<string, number>();
  for (let position = 0; position < slots.length; position += 1) {
    const full = (slot: Slot) => (inWindow.get(titleOf(slot)) ?? 0) >= MAX_TITLE_REPEATS_IN_WINDOW;
    if (full(slots[position]!)) {
      let other = position + 1;
      while (other < slots.length && full(slots[other]!)) other += 1;
      if (other < slots.length) {
        [slots[position], slots[other]] = [slots[other]!, slots[position]!];
      }
    }
    const title = titleOf(slots[position]!);
    inWindow.set(title, (inWindow.get(title) ?? 0) + 1);
    const leaving = slots[position - (TITLE_WINDOW - 1)];
    if (leaving) inWindow.set(titleOf(leaving), (inWindow.get(titleOf(leaving)) ?? 1) - 1);
  }
  return slots;
}

/**
 * Lays the catalogue out: every institution's share of programs, each title once per institution,
 * in a shuffled order with titles spread out. Deterministic for a seed.
 */
export function planCatalogue(
  seed: number,
  countries: readonly CountryProfile[],
  institutions: ReadonlyMap<string, readonly Institution[]>,
): CatalogPlan {
  const places: Place[] = countries.flatMap((profile) =>
    (institutions.get(profile.code) ?? []).map((institution) => ({
      profile,
      institution,
      offerings: new InstitutionOfferings(
        streamFor(seed, `offerings:${institution.domain}`),
        institution,
        profile,
      ),
      share: 0,
    })),
  );
  shareOut(places, PLANNED_PROGRAM_COUNT);
  const slots = spreadTitles(
    shuffle(
      streamFor(seed, 'catalogue order'),
      places.flatMap((place) =>
        Array.from({ length: place.share }, (_, occurrence) => ({ place, occurrence })),
      ),
    ),
  );
  return {
    programAt(index) {
      const round = Math.floor(index / slots.length);
      const slot = slots[index % slots.length];
      if (!slot) throw new Error('The catalogue plan is empty');
      const { profile, institution, offerings, share } = slot.place;
      return { profile, institution, offering: offerings.at(round * share + slot.occurrence) };
    },
  };
}
