import { type DocumentVersion } from '../../../shared/documents/document';
import { itemStatus } from './document-checklist';

const version = (review: DocumentVersion['review']): DocumentVersion => ({
  id: 'v-00000001',
  number: 1,
  name: 'passport.pdf',
  type: 'application/pdf',
  size: 100,
  uploadedAt: '2026-01-01T00:00:00.000Z',
  review,
});

describe('itemStatus', () => {
  it('follows the latest version: none, waiting, or its decision', () => {
    expect(itemStatus(undefined)).toBe('missing');
    expect(itemStatus(version(null))).toBe('in_review');
    const at = '2026-01-02T00:00:00.000Z';
    expect(itemStatus(version({ decision: 'approved', reason: '', byName: 'Lina', at }))).toBe(
      'approved',
    );
    expect(
      itemStatus(version({ decision: 'rejected', reason: 'Blurred', byName: 'Lina', at })),
    ).toBe('rejected');
  });
});
