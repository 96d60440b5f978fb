import parsePrometheusTextFormat, { type PrometheusFamily } from "parse-prometheus-text-format";

/**
 * A scrape read by a Prometheus text-format parser (parse-prometheus-text-format, which throws on a line the format
 * does not allow), by metric name, with the text kept for histograms.
 */
export interface Scrape {
  families: Map<string, PrometheusFamily>;
  text: string;
  get(name: string): PrometheusFamily | undefined;
  has(name: string): boolean;
}

export function parseScrape(text: string): Scrape {
  const families = new Map(parsePrometheusTextFormat(text).map((family) => [family.name, family]));
  return { families, text, get: (name) => families.get(name), has: (name) => families.has(name) };
}

const matches = (labels: Record<string, string> | undefined, wanted: Record<string, string>) =>
  Object.entries(wanted).every(([key, value]) => labels?.[key] === value);

/** The sum of a counter's or gauge's samples whose labels include `labels` (0 when none has them). */
export function valueOf(scrape: Scrape, name: string, labels: Record<string, string> = {}): number {
  const family = scrape.get(name);
  if (!family) throw new Error(`${name} is not in the scrape`);
  return family.metrics
    .filter((sample) => matches(sample.labels, labels))
    .reduce((sum, sample) => sum + Number(sample.value ?? 0), 0);
}

/**
 * A histogram's observations (its `_count` lines) whose labels include `labels`. The parser folds a histogram's label
 * sets into one sample, dropping their labels, so these lines are read from the text it has already checked.
 */
export function histogramCount(scrape: Scrape, name: string, labels: Record<string, string>): number {
  if (scrape.get(name)?.type !== "HISTOGRAM") throw new Error(`${name} is not a histogram in the scrape`);
  let total = 0;
  for (const line of scrape.text.split("\n")) {
    const match = new RegExp(`^${name}_count\\{(.*)\\} (\\S+)$`).exec(line);
    if (!match) continue;
    const found = Object.fromEntries(
      [...match[1].matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((pair) => [pair[1], pair[2]]),
    );
    if (matches(found, labels)) total += Number(match[2]);
  }
  return total;
}

/** Every label value of every sample line in the scrape (histograms' included). */
export function allLabelValues(scrape: Scrape): string[] {
  return [...scrape.text.matchAll(/="((?:[^"\\]|\\.)*)"/g)].map((match) => match[1]);
}
