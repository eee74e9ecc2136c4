import { parse } from 'csv-parse/sync';
import { neutraliseCell, toCsv, UTF8_BOM } from './csv';

describe('admin CSV', () => {
  it.each(['=SUM(A1:A2)', '+1', '-1+2', '@cmd', '\tx', '\rx'])(
    'prefixes a cell that a spreadsheet would run as a formula (%j)',
    (cell) => {
      expect(neutraliseCell(cell)).toBe(`'${cell}`);
    },
  );

  it('leaves ordinary cells, empty values and dates as they are', () => {
    expect(neutraliseCell('Ana López')).toBe('Ana López');
    expect(neutraliseCell('a=b')).toBe('a=b');
    expect(neutraliseCell(undefined)).toBe('');
    expect(neutraliseCell(null)).toBe('');
    expect(neutraliseCell(42)).toBe('42');
    expect(neutraliseCell(new Date('2025-01-02T03:04:05.000Z'))).toBe('2025-01-02T03:04:05.000Z');
  });

  it('writes UTF-8 with a BOM, quotes what needs quoting and reads back to the same cells', () => {
    const rows = [
      { name: 'أحمد, "المهندس"', email: 'a@example.com', note: 'line one\nline two' },
      { name: '王小明', email: '=HYPERLINK("http://x")', note: '' },
    ];
    const csv = toCsv(
      [
        { header: 'Name', value: (row: (typeof rows)[number]) => row.name },
        { header: 'Email', value: (row: (typeof rows)[number]) => row.email },
        { header: 'Note', value: (row: (typeof rows)[number]) => row.note },
      ],
      rows,
    );
    expect(csv.startsWith(UTF8_BOM)).toBe(true);
    expect(csv).toContain('\r\n');
    const records = parse(csv.slice(1)) as string[][];
    expect(records).toEqual([
      ['Name', 'Email', 'Note'],
      ['أحمد, "المهندس"', 'a@example.com', 'line one\nline two'],
      ['王小明', '\'=HYPERLINK("http://x")', ''],
    ]);
  });
});
