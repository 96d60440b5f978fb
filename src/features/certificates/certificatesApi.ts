import type { OpenBadgeCredential } from "../../../contract/credentials";
import { api } from "../../api/api";
import type { Certificate, CertificateVerification } from "./certificateTypes";

export const certificatesApi = api.injectEndpoints({
  endpoints: (build) => ({
    myCertificates: build.query<Certificate[], void>({
      query: () => "certificates/",
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

export const { useMyCertificatesQuery, useVerifyCertificateQuery, useCertificateCredentialQuery } = certificatesApi;
