// WCAG 1.4.11 (Non-text Contrast): the edge of a text box or select is what shows it is one, so its border colour
// keeps at least 3:1 against the white page, with and without an error.
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import '#src/i18n/index.ts';
import { SelectField, TextField } from '../fields.tsx';

afterEach(cleanup);

/** Tailwind 4's theme (node_modules/tailwindcss/theme.css; vitest does not load CSS, so the values are here). */
const themeColours: Record<string, string> = {
  'slate-200': 'oklch(92.9% 0.013 255.508)',
  'slate-300': 'oklch(86.9% 0.022 252.894)',
  'slate-400': 'oklch(70.4% 0.04 256.788)',
  'slate-500': 'oklch(55.4% 0.046 257.417)',
  'slate-600': 'oklch(44.6% 0.043 257.281)',
  'slate-700': 'oklch(37.2% 0.044 257.287)',
  'red-600': 'oklch(57.7% 0.245 27.325)',
  'red-700': 'oklch(50.5% 0.213 27.518)',
};

/** Relative luminance (WCAG) of a CSS oklch() colour, through OKLab and linear sRGB (clamped to the gamut). */
function luminance(oklch: string): number {
  const [l, c, h] = /oklch\(([\d.]+)% ([\d.]+) ([\d.]+)\)/.exec(oklch)!.slice(1).map(Number) as [
    number,
    number,
    number,
  ];
  const L = l / 100;
  const a = c * Math.cos((h * Math.PI) / 180);
  const b = c * Math.sin((h * Math.PI) / 180);
  const l3 = (L + 0.3963377774 * a + 0.2158037573 * b) ** 3;
  const m3 = (L - 0.1055613458 * a - 0.0638541728 * b) ** 3;
  const s3 = (L - 0.0894841775 * a - 1.291485548 * b) ** 3;
  const clamp = (v: number) => Math.min(1, Math.max(0, v));
  const r = clamp(4.0767416621 * l3 - 3.3077115913 * m3 + 0.2309699292 * s3);
  const g = clamp(-1.2684380046 * l3 + 2.6097574011 * m3 - 0.3413193965 * s3);
  const bl = clamp(-0.0041960863 * l3 - 0.7034186147 * m3 + 1.707614701 * s3);
  return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
}

/** Contrast against white of the element's border colour class (border-slate-500 and the like). */
function borderContrast(el: Element): number {
  const name = [...el.classList].find((c) => /^border-[a-z]+-\d+$/.test(c))?.replace('border-', '');
  const value = name && themeColours[name];
  if (!value) throw new Error(`no theme colour for ${el.className}`);
  return 1.05 / (luminance(value) + 0.05);
}

it('computes white and black as 1:1 and 21:1 against white, and the old slate-300 edge as under 3:1', () => {
  expect(1.05 / (luminance('oklch(100% 0 0)') + 0.05)).toBeCloseTo(1, 2);
  expect(1.05 / (luminance('oklch(0% 0 0)') + 0.05)).toBeCloseTo(21, 1);
  expect(1.05 / (luminance(themeColours['slate-300']!) + 0.05)).toBeLessThan(1.6);
});

it('draws text boxes and selects with an edge of at least 3:1, with and without an error', () => {
  render(
    <>
      <TextField label="Street Name" value="" onChange={() => {}} />
      <TextField label="House Number" value="" error="Required." onChange={() => {}} />
      <SelectField label="Search In" value="both" options={[{ value: 'both', label: 'Both' }]} onChange={() => {}} />
    </>,
  );
  for (const label of ['Street Name', 'House Number', 'Search In']) {
    expect(borderContrast(screen.getByLabelText(label)), label).toBeGreaterThanOrEqual(3);
  }
});
