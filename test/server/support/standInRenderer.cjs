// A stand-in for the renderer `npm run build` keeps (dist-renderer/render.cjs, src/prerender.tsx): the server's tests
// of pages regenerated on publish need no build. It renders a page as a list of the published words it was given,
// so a test reads which answers each page was made from; the browser tests use the real renderer.
const escapeText = (text) => String(text).replace(/&/g, "&amp;").replace(/</g, "&lt;");

exports.renderPage = async (page, answers) => ({
  title: answers.festival ? answers.festival.title : "(bundled)",
  markup:
    `<main><h1>${escapeText(page)}</h1><ul>` +
    (answers.events ?? []).map((event) => `<li>${escapeText(event.name)}</li>`).join("") +
    answers.texts.map((texts) => `<li>${escapeText(texts.content.name)}</li>`).join("") +
    "</ul></main>",
  css: "",
  language: page === "/hi" || page.startsWith("/hi/") ? "hi" : "en",
  canonical: `https://codefest.example.org${page}`,
  alternates: [],
  access: ["/dashboard", "/dashboard/events", "/profile/edit", "/admin"].includes(page) ? "signedIn" : "public",
});

exports.sitemap = (slugs) => `<urlset>${slugs.map((slug) => `<url>${escapeText(slug)}</url>`).join("")}</urlset>`;
