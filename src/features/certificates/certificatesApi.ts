import type { OpenBadgeCredential } from "../../../contract/credentials";
import { api } from "../../api/api";
import { optionalRead, refetchUnlessWithheld, type ReadOptions, type Withheld } from "../../api/optionalRead";
import type { Certificate, CertificateVerification } from "./certificateTypes";

/** The participant's certificates, or why the server gives none. */
export type MyCertificatesAnswer = Certificate[] | Withheld;

export const certificatesApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** A server without certificates (the original backend) answers `Withheld`: the section hides, nothing asks again. */
    myCertificates: build.query<MyCertificatesAnswer, void>({
      queryFn: optionalRead<Certificate[], void>(() => "certificates/", { newEndpoint: true }),
      providesTags: ["Certificates"],
    }),
    verifyCertificate: build.query<CertificateVerification, string>({
      query: (id) => `certificates/${encodeURIComponent(id)}/`,
    }),
    /** The signed Open Badges credential; 404 (original backend) or 503 (no key): the app offers none. */
    certificateCredential: build.query<OpenBadgeCredential, string>({
      query: (id) => `certificates/${encodeURIComponent(id)}/credential`,
    }),
  }),
});

export const { useVerifyCertificateQuery, useCertificateCredentialQuery } = certificatesApi;

/** `certificates/` for a component: once `Withheld`, not asked again when the network returns or the tab regains focus. */
export function useMyCertificatesQuery(_arg?: undefined, options: ReadOptions = {}) {
  const known = certificatesApi.endpoints.myCertificates.useQueryState(undefined);
  return certificatesApi.useMyCertificatesQuery(undefined, refetchUnlessWithheld(known.data, options));
}
