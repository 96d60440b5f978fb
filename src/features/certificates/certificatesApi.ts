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
  }),
});

export const { useMyCertificatesQuery, useVerifyCertificateQuery } = certificatesApi;
