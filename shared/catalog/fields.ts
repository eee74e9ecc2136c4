/** Fields of study a program belongs to (the "field" filter of spec §1). */
export const FIELDS = [
  'business',
  'computer_science',
  'engineering',
  'health',
  'natural_sciences',
  'social_sciences',
  'arts_design',
  'humanities',
  'education',
  'law',
  'hospitality_tourism',
  'architecture',
  'media_communication',
  'languages',
] as const;
export type Field = (typeof FIELDS)[number];

export const FIELD_LABELS: Record<Field, string> = {
  business: 'Business and management',
  computer_science: 'Computing',
  engineering: 'Engineering and technology',
  health: 'Health and medicine',
  natural_sciences: 'Natural sciences and mathematics',
  social_sciences: 'Social sciences',
  arts_design: 'Arts and design',
  humanities: 'Humanities',
  education: 'Education and teaching',
  law: 'Law',
  hospitality_tourism: 'Hospitality and tourism',
  architecture: 'Architecture and planning',
  media_communication: 'Media and communication',
  languages: 'Languages',
};
