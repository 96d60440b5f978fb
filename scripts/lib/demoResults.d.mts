export const DEMO_FINISHED_EVENT: string;

export function yesterdaysSchedule(now: Date): { starts_at: string; ends_at: string; registration_closes_at: string };

export function ensureFinishedDemoEvent(options: { apiBase: string; authOrigin: string; now?: Date }): Promise<string>;
