import { describe, expect, it } from 'vitest';
import { csvCell, csvRows } from './csv';

describe('csvCell', () => {
  it('leaves plain text and numbers as they are', () => {
    expect(csvCell('Muuga Port Logistics Park')).toBe('Muuga Port Logistics Park');
    expect(csvCell('1234.56')).toBe('1234.56');
    expect(csvCell('')).toBe('');
  });

  it('quotes a cell with a comma, a double quote or a line break as RFC 4180 does, inner quotes doubled', () => {
    expect(csvCell('Smith, Jones & Co')).toBe('"Smith, Jones & Co"');
    expect(csvCell('The "Big" Shed')).toBe('"The ""Big"" Shed"');
    expect(csvCell('line one\r\nline two\nthree')).toBe('"line one\r\nline two\nthree"');
  });

  // Moved from the payout files' tests with the helper (issue #39).
  it.each([
    ['=1+2', "'=1+2"],
    ['+31 20 123', "'+31 20 123"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tcmd', "'\tcmd"],
    ['\rcmd', `"'\rcmd"`],
    ['=HYPERLINK("http://x","y")', `"'=HYPERLINK(""http://x"",""y"")"`],
    ['a=1', 'a=1'],
  ])('neutralises a spreadsheet formula: %j is written %j', (text, cell) => {
    expect(csvCell(text)).toBe(cell);
  });

  it('leaves a negative amount a number: a plain decimal number is never a formula', () => {
    expect(csvCell('-12.50')).toBe('-12.50');
    expect(csvCell('-12')).toBe('-12');
    expect(csvCell('-12.5.0')).toBe("'-12.5.0");
    expect(csvCell('-1+2')).toBe("'-1+2");
  });

  it('quotes a neutralised cell that also needs quoting', () => {
    expect(csvCell('=1,2')).toBe(`"'=1,2"`);
  });
});

describe('csvRows', () => {
  it('joins cells with commas and ends every row with CRLF', () => {
    expect(csvRows([['a', 'b,c'], ['1', '=2']])).toBe(`a,"b,c"\r\n1,'=2\r\n`);
    expect(csvRows([])).toBe('');
  });
});
