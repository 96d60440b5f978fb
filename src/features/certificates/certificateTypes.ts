/** One of the caller's certificates, as `GET certificates/` lists it. */
export interface Certificate {
  id: string;
  event: { slug: string; name: string };
  /** The participant's name. */
  name: string;
  edition: string;
  issued_at: string;
}

/** What `GET certificates/{id}/` tells anyone who checks a certificate. */
export interface CertificateVerification {
  id: string;
  name: string;
  /** The event's name. */
  event: string;
  edition: string;
  issued_at: string;
}
