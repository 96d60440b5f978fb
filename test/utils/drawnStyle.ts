import { screen } from "@testing-library/react";

/**
 * The computed values of `properties` for the element showing `text`: what a design test compares between a
 * component drawn here and the MUI component it stands in for.
 */
export function drawnStyle<Property extends keyof CSSStyleDeclaration>(
  text: string,
  properties: readonly Property[],
): Record<Property, CSSStyleDeclaration[Property]> {
  const style = getComputedStyle(screen.getByText(text));
  return Object.fromEntries(properties.map((property) => [property, style[property]])) as Record<
    Property,
    CSSStyleDeclaration[Property]
  >;
}
