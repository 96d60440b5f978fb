/** The certificate shapes of contract/certificates.ts (types only: no schema code on these pages). */
export type { Certificate, CertificateVerification } from "../../../contract/certificates";
