import { countBadgeText } from './count-badge-text';

const english = (value: number) => new Intl.NumberFormat('en').format(value);

describe('countBadgeText', () => {
  it('shows counts up to 9 as they are', () => {
    expect(countBadgeText(1, english)).toBe('1');
    expect(countBadgeText(9, english)).toBe('9');
  });

  it("shows '9+' above 9", () => {
    expect(countBadgeText(10, english)).toBe('9+');
    expect(countBadgeText(250, english)).toBe('9+');
  });

  it("writes the language's digits", () => {
    const arabic = (value: number) => new Intl.NumberFormat('ar-EG').format(value);
    expect(countBadgeText(12, arabic)).toBe('٩+');
  });
});
