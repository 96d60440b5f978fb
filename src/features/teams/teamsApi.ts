import { api } from "../../api/api";
import type { Team } from "./teamTypes";

export interface CreateTeamRequest {
  /** The server's event id. */
  event: number;
  team_name: string;
}

export const teamsApi = api.injectEndpoints({
  endpoints: (build) => ({
    createTeam: build.mutation<Team, CreateTeamRequest>({
      query: (body) => ({ url: "teams/create/", method: "POST", body: { ...body } }),
      invalidatesTags: ["Events", "Teams", "Certificates"],
    }),
    joinTeam: build.mutation<Team, { access_code: string }>({
      query: (body) => ({ url: "teams/join/", method: "POST", body: { ...body } }),
      invalidatesTags: ["Events", "Teams", "Certificates"],
    }),
    removeMember: build.mutation<Team, { teamId: number; member: number }>({
      query: ({ teamId, member }) => ({ url: `teams/${teamId}/remove/`, method: "POST", body: { member } }),
      invalidatesTags: ["Events", "Teams"],
    }),
    leaveTeam: build.mutation<null, { teamId: number }>({
      query: ({ teamId }) => ({ url: `teams/${teamId}/`, method: "DELETE" }),
      invalidatesTags: ["Events", "Teams", "Certificates"],
    }),
  }),
});

export const { useCreateTeamMutation, useJoinTeamMutation, useRemoveMemberMutation, useLeaveTeamMutation } = teamsApi;
