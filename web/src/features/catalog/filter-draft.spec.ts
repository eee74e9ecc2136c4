import { externalChanges, sameDraft } from './filter-draft';

describe('typed filter drafts', () => {
  it('compares drafts value by value', () => {
    expect(
      sameDraft({ tuitionMin: '1', tuitionMax: '' }, { tuitionMin: '1', tuitionMax: '' }),
    ).toBe(true);
    expect(
      sameDraft({ tuitionMin: '1', tuitionMax: '' }, { tuitionMin: '1', tuitionMax: '2' }),
    ).toBe(false);
  });

  it('keeps what was typed when the URL only echoes what the field settled', () => {
    const synced = { tuitionMin: '', tuitionMax: '' };
    const settled = { tuitionMin: '5000', tuitionMax: '5000' };
    expect(externalChanges({ tuitionMin: '5000', tuitionMax: '5000' }, synced, settled)).toEqual(
      {},
    );
  });

  it('takes over values changed elsewhere, such as clear-all or back', () => {
    const settled = { tuitionMin: '5000', tuitionMax: '9000' };
    expect(externalChanges({ tuitionMin: '', tuitionMax: '' }, { ...settled }, settled)).toEqual({
      tuitionMin: '',
      tuitionMax: '',
    });
    expect(
      externalChanges(
        { tuitionMin: '2000', tuitionMax: '9000' },
        { tuitionMin: '5000', tuitionMax: '9000' },
        settled,
      ),
    ).toEqual({ tuitionMin: '2000' });
  });

  it('takes over a normalised value that differs from what was typed', () => {
    expect(
      externalChanges({ tuitionMin: '500' }, { tuitionMin: '' }, { tuitionMin: '0500' }),
    ).toEqual({ tuitionMin: '500' });
  });
});
