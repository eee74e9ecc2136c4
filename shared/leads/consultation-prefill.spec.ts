import { describe, expect, it } from '@jest/globals';
import { summary } from '../catalog/course-summary.fixture';
import { readConsultationPrefill } from './consultation-prefill';
import { consultationPrefillQuery } from './consultation-prefill-query';

const roundTrip = (overrides: Parameters<typeof summary>[1]) =>
  readConsultationPrefill(new URLSearchParams(consultationPrefillQuery(summary(7, overrides))));

describe('consultation prefill', () => {
  it('carries the slug, title and institution and maps the form choices', () => {
    expect(
      roundTrip({ programType: 'masters_degree', deliveryMethod: 'online', country: 'fi' }),
    ).toEqual({
      program: 'course-7',
      title: 'Course 007',
      institution: 'Institute 2',
      choices: { programType: 'master', learningMethod: 'online', countryPreference: 'fi' },
    });
  });

  it('leaves out choices the form does not offer', () => {
    const prefill = roundTrip({ programType: 'diploma', country: 'jp' });
    expect(prefill?.choices).toEqual({ learningMethod: 'on_campus' });
  });

  it('maps language courses to the language program type', () => {
    const prefill = roundTrip({ category: 'language_courses', programType: 'short_course' });
    expect(prefill?.choices.programType).toBe('language');
  });

  it('ignores hand-edited values and falls back to the slug for a bare link', () => {
    const params = new URLSearchParams('course=msc-x&programType=admin&country=zz');
    expect(readConsultationPrefill(params)).toEqual({
      program: 'msc-x',
      title: 'msc-x',
      institution: '',
      choices: {},
    });
  });

  it('is undefined without a course', () => {
    expect(readConsultationPrefill(new URLSearchParams('title=x'))).toBeUndefined();
  });
});
