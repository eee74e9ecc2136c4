import { documentRequestText } from './document-notice-text';

describe('documentRequestText', () => {
  const request = { courseTitle: 'MSc Data Science', itemKey: 'passport', itemLabel: null };

  it("names a default item in the reader's language, with the reason of a rejection", () => {
    expect(documentRequestText('en', 'rejected', { ...request, reason: 'Expired' })).toEqual({
      title: 'A document needs a new version',
      message:
        'Your Passport for MSc Data Science was not accepted: Expired. Please upload a new version.',
    });
    expect(documentRequestText('ar', 'rejected', { ...request, reason: 'منتهي' }).message).toBe(
      'لم يُقبل مستند جواز السفر الخاص بطلبك إلى MSc Data Science: منتهي. يرجى رفع نسخة جديدة.',
    );
  });

  it("names an added item by the advisor's label", () => {
    const added = { ...request, itemKey: 'custom-1', itemLabel: 'Portfolio', reason: '' };
    expect(documentRequestText('fr', 'added', added)).toEqual({
      title: 'Un document est demandé',
      message: 'Pour votre candidature à MSc Data Science, veuillez téléverser : Portfolio.',
    });
  });

  it("tells of an approval in the reader's language", () => {
    expect(documentRequestText('en', 'approved', { ...request, reason: '' })).toEqual({
      title: 'A document was approved',
      message: 'Your Passport for MSc Data Science was approved.',
    });
    expect(documentRequestText('tr', 'approved', { ...request, reason: '' }).title).toBe(
      'Bir belge onaylandı',
    );
  });
});
