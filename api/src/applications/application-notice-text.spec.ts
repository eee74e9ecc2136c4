import { applicationUpdateText } from './application-notice-text';

describe('applicationUpdateText', () => {
  const application = { courseTitle: 'MSc Data Science', status: 'in_review' as const };

  it("names the programme and the new status in the reader's language", () => {
    expect(applicationUpdateText('en', 'status', application)).toEqual({
      title: 'Application update',
      message: 'Your application to MSc Data Science is now: In review.',
    });
    expect(applicationUpdateText('ar', 'status', application).message).toBe(
      'أصبحت حالة طلبك إلى MSc Data Science: قيد المراجعة.',
    );
  });

  it('words a creation and a note without the status', () => {
    expect(applicationUpdateText('fr', 'created', application).title).toBe('Candidature lancée');
    expect(applicationUpdateText('en', 'note', application).message).toBe(
      'An advisor wrote a note on your application to MSc Data Science.',
    );
  });
});
