import vm from "node:vm";
import { sameJson } from "../../../src/lib/sameJson";

describe("sameJson", () => {
  it("holds values with the same words the same, whatever the order of their keys", () => {
    const stored = { title: "Codefest '20", host: { en: "an institute" }, links: [{ url: "https://a.example" }] };
    const fromJsonb = JSON.parse(
      '{"host":{"en":"an institute"},"links":[{"url":"https://a.example"}],"title":"Codefest \'20"}',
    );
    expect(sameJson(stored, fromJsonb)).toBe(true);
    expect(sameJson([1, "a", null, true], [1, "a", null, true])).toBe(true);
  });

  it("tells apart any difference of value, key, length or kind", () => {
    const base = { a: 1, b: ["x", "y"], c: { d: null } };
    expect(sameJson(base, { ...base, a: 2 })).toBe(false);
    expect(sameJson(base, { ...base, b: ["x"] })).toBe(false);
    expect(sameJson(base, { ...base, b: ["y", "x"] })).toBe(false);
    expect(sameJson(base, { ...base, c: { d: 0 } })).toBe(false);
    expect(sameJson(base, { ...base, e: 1 })).toBe(false);
    expect(sameJson({ a: 1, b: 2 }, { a: 1, c: 2 })).toBe(false);
    expect(sameJson(["a"], { 0: "a" })).toBe(false);
    expect(sameJson(null, {})).toBe(false);
    expect(sameJson("1", 1)).toBe(false);
  });

  it("compares values parsed in another realm as the page's own", () => {
    const elsewhere = vm.runInNewContext('JSON.parse(\'{"list":[1,{"b":2}]}\')') as unknown;
    expect(sameJson({ list: [1, { b: 2 }] }, elsewhere)).toBe(true);
    expect(sameJson({ list: [1, { b: 3 }] }, elsewhere)).toBe(false);
  });
});
