import { AA_TEXT, contrastRatio, darkTextAbove, readableFill, readableOn } from './contrast';

describe('contrast', () => {
  it('computes the WCAG ratio of known pairs', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
    // Mantine's default dimmed grey on white, the 3.3:1 axe-core reported.
    expect(contrastRatio('#868e96', '#ffffff')).toBeCloseTo(3.32, 2);
  });

  it('keeps a colour that already reads and darkens one that does not, just enough', () => {
    expect(readableOn('#314671', ['#ffffff'])).toBe('#314671');
    const title = readableOn('#a6a4b0', ['#ffffff']);
    expect(contrastRatio(title, '#ffffff')).toBeGreaterThanOrEqual(AA_TEXT);
    expect(contrastRatio(title, '#ffffff')).toBeLessThan(AA_TEXT + 0.3);
  });

  it('reaches the ratio on every background given', () => {
    const text = readableOn('#868e96', ['#ffffff', '#f8f8f8', '#f3f2f7']);
    for (const bg of ['#ffffff', '#f8f8f8', '#f3f2f7']) expect(contrastRatio(text, bg)).toBeGreaterThanOrEqual(AA_TEXT);
  });
});

describe('darkTextAbove', () => {
  it('is where white and the dark text read equally', () => {
    const threshold = darkTextAbove('#1e1e1e');
    expect(threshold).toBeGreaterThan(0.2);
    expect(threshold).toBeLessThan(0.21);
    // The brand's danger red lies above it: dark text reads better on it than white.
    expect(contrastRatio('#1e1e1e', '#ea5455')).toBeGreaterThan(contrastRatio('#ffffff', '#ea5455'));
  });
});

describe('readableFill', () => {
  it('keeps a fill that carries white or dark text, and darkens a mid-tone for white', () => {
    expect(readableFill('#314671', '#1e1e1e')).toEqual({ background: '#314671', color: '#ffffff' });
    expect(readableFill('#ff9f43', '#1e1e1e')).toEqual({ background: '#ff9f43', color: '#1e1e1e' });
    const grape = readableFill('#be4bdb', '#1e1e1e');
    expect(grape.color).toBe('#ffffff');
    expect(contrastRatio(grape.color, grape.background)).toBeGreaterThanOrEqual(AA_TEXT);
  });
});
