import { checkTuitionRange, tuitionBoundsIn } from './tuition-range';

describe('checkTuitionRange', () => {
  it('accepts empty ends, whole and decimal amounts, and normalises them for the URL', () => {
    expect(checkTuitionRange({ tuitionMin: '', tuitionMax: '' })).toEqual({
      ok: true,
      range: { tuitionMin: '', tuitionMax: '' },
    });
    expect(checkTuitionRange({ tuitionMin: ' 0500 ', tuitionMax: '12000.5' })).toEqual({
      ok: true,
      range: { tuitionMin: '500', tuitionMax: '12000.5' },
    });
    expect(checkTuitionRange({ tuitionMin: '0', tuitionMax: '0' })).toMatchObject({ ok: true });
  });

  it('accepts a minimum equal to the maximum', () => {
    expect(checkTuitionRange({ tuitionMin: '8000', tuitionMax: '8000' })).toEqual({
      ok: true,
      range: { tuitionMin: '8000', tuitionMax: '8000' },
    });
  });

  it('names the field and the reason for text, negative and too large amounts', () => {
    expect(checkTuitionRange({ tuitionMin: 'abc', tuitionMax: '' })).toEqual({
      ok: false,
      field: 'tuitionMin',
      issue: 'notNumber',
    });
    expect(checkTuitionRange({ tuitionMin: '', tuitionMax: '-1' })).toEqual({
      ok: false,
      field: 'tuitionMax',
      issue: 'negative',
    });
    expect(checkTuitionRange({ tuitionMin: '1e13', tuitionMax: '' })).toEqual({
      ok: false,
      field: 'tuitionMin',
      issue: 'tooLarge',
    });
    expect(checkTuitionRange({ tuitionMin: 'Infinity', tuitionMax: '' })).toMatchObject({
      ok: false,
      field: 'tuitionMin',
    });
  });

  it('refuses a minimum above the maximum on the maximum field', () => {
    expect(checkTuitionRange({ tuitionMin: '20000', tuitionMax: '5000' })).toEqual({
      ok: false,
      field: 'tuitionMax',
      issue: 'minAboveMax',
    });
  });
});

describe('tuitionBoundsIn', () => {
  it('converts both bounds at the reference rates, widening them to whole units', () => {
    // 0.88 euros and 39 lira per dollar
    expect(
      tuitionBoundsIn(new URLSearchParams('tuitionMin=1000&tuitionMax=20000'), 'USD', 'EUR'),
    ).toEqual({ tuitionMin: '880', tuitionMax: '17600' });
    expect(tuitionBoundsIn(new URLSearchParams('tuitionMax=1000'), 'EUR', 'TRY')).toEqual({
      tuitionMin: '',
      tuitionMax: '44319',
    });
    expect(tuitionBoundsIn(new URLSearchParams('tuitionMin=100'), 'TRY', 'USD')).toEqual({
      tuitionMin: '2',
      tuitionMax: '',
    });
  });

  it('has nothing to convert without bounds or with a range the page would not apply', () => {
    expect(tuitionBoundsIn(new URLSearchParams('country=de'), 'USD', 'EUR')).toBeUndefined();
    expect(tuitionBoundsIn(new URLSearchParams('tuitionMin=abc'), 'USD', 'EUR')).toBeUndefined();
  });
});
