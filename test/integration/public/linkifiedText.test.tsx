import { render, screen } from "@testing-library/react";
import LinkifiedText from "../../../src/features/events/LinkifiedText";

describe("text with links from the content", () => {
  it("turns each https URL into a link that opens in a new tab, leaving trailing punctuation as text", () => {
    const { container } = render(
      <p>
        <LinkifiedText text="Rules: https://help.example.org/a. Archive: https://help.example.org/b?x=1, thanks." />
      </p>,
    );
    const links = screen.getAllByRole("link");
    expect(links.map((link) => link.getAttribute("href"))).toEqual([
      "https://help.example.org/a",
      "https://help.example.org/b?x=1",
    ]);
    for (const link of links) expect(link).toHaveAttribute("rel", "noopener noreferrer");
    expect(container).toHaveTextContent(/^Rules: https:\/\/help\.example\.org\/a.*\. Archive: .*, thanks\.$/);
  });

  it("shows markup in the text as text, never as HTML", () => {
    const { container } = render(
      <LinkifiedText text={'<img src=x onerror="alert(1)"> see https://help.example.org'} />,
    );
    expect(container.querySelector("img")).toBeNull();
    expect(container).toHaveTextContent('<img src=x onerror="alert(1)"> see');
    expect(screen.getByRole("link")).toHaveAttribute("href", "https://help.example.org");
  });
});
