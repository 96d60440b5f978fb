export interface TeamMember {
  id: number;
  name: string;
}

/** A team as the API returns it (docs/API.md). */
export interface Team {
  id: number;
  name: string;
  event: number;
  is_active: boolean;
  access_code: string;
  members: TeamMember[];
  creator: boolean;
}
