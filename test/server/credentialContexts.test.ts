import { bundledContextLoader } from "../../contract/credentialContexts";
import { MULTIKEY_V1_CONTEXT, OB_V3_CONTEXT, VC_V2_CONTEXT } from "../../contract/credentials";

// A verifier of the festival's credentials loads their JSON-LD contexts from the bundle, never from the network.

describe("bundledContextLoader", () => {
  it.each([VC_V2_CONTEXT, OB_V3_CONTEXT, MULTIKEY_V1_CONTEXT])("serves %s from the bundle", (url) => {
    const loaded = bundledContextLoader(url);
    expect(loaded).toEqual({ contextUrl: null, documentUrl: url, document: expect.objectContaining({}) });
    expect(loaded.document).toHaveProperty("@context");
  });

  it("refuses any other address, naming it", () => {
    expect(() => bundledContextLoader("https://example.org/context.json")).toThrow(
      "Not a bundled JSON-LD context: https://example.org/context.json",
    );
  });
});
