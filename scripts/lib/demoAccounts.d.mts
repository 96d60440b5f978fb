export const DEMO_ORGANISER: { email: string; password: string };
export const DEMO_PARTICIPANT_PASSWORD: string;

export function ensureDemoOrganiser(authOrigin: string, projectId?: string): Promise<boolean>;

export function ensureDemoParticipants(
  authOrigin: string,
  participants: ReadonlyArray<{ uid: string; email: string; name: string }>,
  projectId?: string,
): Promise<{ created: string[]; takenByOthers: string[] }>;

export function demoIdToken(authOrigin: string, email: string, password: string): Promise<string>;
