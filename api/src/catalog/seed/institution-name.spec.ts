import {
  classifyInstitution,
  cleanInstitutionName,
  isForeignNameInEdu,
  isSchoolDomain,
} from './institution-name';

describe('cleanInstitutionName', () => {
  it('decodes entities and trims stray punctuation', () => {
    expect(cleanInstitutionName(' Arab Academy for Science &amp; Technology ')).toBe(
      'Arab Academy for Science & Technology',
    );
    expect(cleanInstitutionName('Walsh College,')).toBe('Walsh College');
    expect(cleanInstitutionName('+École d’art Emile Cohl de Lyon')).toBe(
      'École d’art Emile Cohl de Lyon',
    );
  });

  it('drops addresses, shouting and fragments', () => {
    expect(cleanInstitutionName('http://www.eni-ecole.fr/')).toBeUndefined();
    expect(cleanInstitutionName("ÉCOLE D'INGÉNIEURS EN INFORMATIQUE")).toBeUndefined();
    expect(cleanInstitutionName('BBS')).toBeUndefined();
  });
});

describe('classifyInstitution', () => {
  it.each([
    ['University of Exeter', 'university'],
    ['Nişantaşı Üniversitesi', 'university'],
    ['Hochschule für Technik Stuttgart', 'university'],
    ["King's College London", 'university'],
    ['London Business School', 'school'],
    ['Conservatoire National des Arts et Métiers', 'school'],
    ['Harrisburg Area Community College', 'community_college'],
    ['Rollins College', 'college'],
  ])('%s is a %s', (name, kind) => {
    expect(classifyInstitution(name)).toBe(kind);
  });

  it.each([
    'Parrs Wood Sixth Form College',
    'Albert-Einstein-Gymnasium Duisburg',
    'King Edward VI Grammar School',
    'Martin-Segitz-Schule Fürth',
    'Centre Hospitalier Universitaire Bordeaux',
    "Brisbane Boys' College",
    'Universal College of Learning Ltd',
  ])('leaves out %s', (name) => {
    expect(classifyInstitution(name)).toBeUndefined();
  });
});

describe('isSchoolDomain', () => {
  it('recognises school networks', () => {
    expect(isSchoolDomain('christscollege.surrey.sch.uk')).toBe(true);
    expect(isSchoolDomain('bbc.qld.edu.au')).toBe(true);
    expect(isSchoolDomain('sctsv.catholic.edu.au')).toBe(true);
    expect(isSchoolDomain('usyd.edu.au')).toBe(false);
    expect(isSchoolDomain('bris.ac.uk')).toBe(false);
  });
});

describe('isForeignNameInEdu', () => {
  it('spots institutions abroad that hold an .edu domain', () => {
    expect(isForeignNameInEdu('The American College of Greece')).toBe(true);
    expect(isForeignNameInEdu('Universidad del Sagrado Corazon')).toBe(true);
    expect(isForeignNameInEdu('University of Montana')).toBe(false);
  });
});
