import { ConfigError, readConfig } from "../../config/env";
import { config as appConfig } from "../../src/config/appConfig";

describe("build configuration", () => {
  it("runs locally with no variables at all: the local API and the Auth emulator", () => {
    const config = readConfig({});
    expect(config.apiBaseUrl).toBe("http://127.0.0.1:8000/api/");
    expect(config.firebase.projectId).toBe("demo-codefest");
    expect(config.firebase.authEmulatorHost).toBe("127.0.0.1:9099");
    expect(config.recaptchaSiteKey).toBe("");
    expect(config.beaconUrl).toBe("");
  });

  it("builds from an empty environment exactly the configuration the app falls back to without a build", () => {
    expect(readConfig({})).toEqual(appConfig);
  });

  it("uses the values it is given", () => {
    const config = readConfig({
      API_BASE_URL: "https://api.example.org/v1/",
      FIREBASE_API_KEY: "AIzaExample-Key_1",
      FIREBASE_PROJECT_ID: "codefest-live",
      FIREBASE_MEASUREMENT_ID: "G-ABC123",
      BEACON_URL: "https://beacon.example.org/hit",
    });
    expect(config.apiBaseUrl).toBe("https://api.example.org/v1/");
    expect(config.firebase.authEmulatorHost).toBe("");
    expect(config.firebase.measurementId).toBe("G-ABC123");
  });

  it.each([
    [{ API_BASE_URL: "https://api.example.org/v1" }, "API_BASE_URL"],
    [{ API_BASE_URL: "ftp://api.example.org/" }, "API_BASE_URL"],
    [{ FIREBASE_MEASUREMENT_ID: "UA-1234" }, "FIREBASE_MEASUREMENT_ID"],
    [{ FIREBASE_AUTH_EMULATOR_HOST: "localhost" }, "FIREBASE_AUTH_EMULATOR_HOST"],
    [{ BEACON_URL: "not a url" }, "BEACON_URL"],
    [{ FIREBASE_PROJECT_ID: "codefest-live" }, "FIREBASE_API_KEY"],
  ])("stops on %j naming %s", (env, variable) => {
    expect(() => readConfig(env)).toThrow(ConfigError);
    expect(() => readConfig(env)).toThrow(variable);
  });
});
