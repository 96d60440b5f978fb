import type { CreateTeamRequest, JoinTeamRequest, RemoveMemberRequest, Team } from "../../../contract/teams";
import { api } from "../../api/api";
import type { ApiError } from "../../api/baseQuery";

const JOINING_TAGS = ["Events", "Teams", "Certificates"] as const;

/** A 403 means the server sees an incomplete profile or an unverified e-mail: refetch the profile to show which. */
const joiningTags = (_result: unknown, error: ApiError | undefined) =>
  error?.httpStatus === 403 ? [...JOINING_TAGS, "Profile" as const] : [...JOINING_TAGS];

export const teamsApi = api.injectEndpoints({
  endpoints: (build) => ({
    createTeam: build.mutation<Team, CreateTeamRequest>({
      query: (body) => ({ url: "teams/create/", method: "POST", body: { ...body } }),
      invalidatesTags: joiningTags,
    }),
    joinTeam: build.mutation<Team, JoinTeamRequest>({
      query: (body) => ({ url: "teams/join/", method: "POST", body: { ...body } }),
      invalidatesTags: joiningTags,
    }),
    removeMember: build.mutation<Team, { teamId: number } & RemoveMemberRequest>({
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
