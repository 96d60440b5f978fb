import { SERIES_COLOURS } from "../../../src/features/admin/views/overview/chartText";
import { PALETTES } from "../../../src/ui/tokens";

// The console overview's chart colours (issue 40): they work in both themes (WCAG 1.4.11: 3:1 for a chart's parts
// against what is behind them, the page and the paper) and for colour-blind readers (the two series a chart draws
// side by side stay far apart with protanopia, deuteranopia and tritanopia simulated).

type Rgb = [number, number, number];

/** sRGB `#rrggbb` in linear light, each channel 0 to 1. */
function linear(hex: string): Rgb {
  const channel = (at: number) => {
    const value = parseInt(hex.slice(at, at + 2), 16) / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return [channel(1), channel(3), channel(5)];
}

const luminance = ([r, g, b]: Rgb) => 0.2126 * r + 0.7152 * g + 0.0722 * b;

/** WCAG's contrast ratio of two colours. */
function contrast(first: string, second: string): number {
  const [light, dark] = [luminance(linear(first)), luminance(linear(second))].sort((a, b) => b - a);
  return (light + 0.05) / (dark + 0.05);
}

/** Machado, Oliveira and Fernandes (2009), full severity, on linear RGB. */
const VISIONS: Record<string, number[][]> = {
  typical: [
    [1, 0, 0],
    [0, 1, 0],
    [0, 0, 1],
  ],
  protanopia: [
    [0.152286, 1.052583, -0.204868],
    [0.114503, 0.786281, 0.099216],
    [-0.003882, -0.048116, 1.051998],
  ],
  deuteranopia: [
    [0.367322, 0.860646, -0.227968],
    [0.280085, 0.672501, 0.047413],
    [-0.01182, 0.04294, 0.968881],
  ],
  tritanopia: [
    [1.255528, -0.076749, -0.178779],
    [-0.078411, 0.930809, 0.147602],
    [0.004733, 0.691367, 0.3039],
  ],
};

const seenWith = (matrix: number[][], colour: Rgb): Rgb =>
  matrix.map((row) => Math.min(1, Math.max(0, row[0] * colour[0] + row[1] * colour[1] + row[2] * colour[2]))) as Rgb;

/** CIELAB (D65) of a linear RGB colour. */
function lab([r, g, b]: Rgb): Rgb {
  const x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047;
  const y = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  const z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883;
  const f = (t: number) => (t > 0.008856 ? Math.cbrt(t) : 7.787 * t + 16 / 116);
  return [116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))];
}

/** CIE76 colour difference: about 2 is just noticeable; 40 and more, two clearly different colours. */
const difference = (first: Rgb, second: Rgb) =>
  Math.hypot(...lab(first).map((value, index) => value - lab(second)[index]));

const THEMES = ["light", "dark"] as const;

describe("the charts' series colours", () => {
  it.each(THEMES)("keep 3:1 against the page and the paper (%s theme)", (theme) => {
    const { bg, paper } = PALETTES[theme];
    const weak = SERIES_COLOURS[theme].flatMap((colour) =>
      [bg, paper]
        .map((behind) => ({ colour, behind, ratio: Number(contrast(colour, behind).toFixed(2)) }))
        .filter(({ ratio }) => ratio < 3),
    );
    expect(weak).toEqual([]);
  });

  it.each(THEMES)("keep a chart's two series apart for colour-blind readers (%s theme)", (theme) => {
    const [first, second] = SERIES_COLOURS[theme].map(linear);
    const close = Object.entries(VISIONS)
      .map(([vision, matrix]) => ({ vision, apart: difference(seenWith(matrix, first), seenWith(matrix, second)) }))
      .filter(({ apart }) => apart < 40);
    expect(close).toEqual([]);
  });
});
