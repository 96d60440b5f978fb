/** The home page's data; its words are in the message catalogues (src/i18n/messages/home). */
export const HOME = {
  partners: {
    /** The partners' own names, shown as they write them in every language. */
    names: ["Example Cloud", "Sample Labs", "Placeholder Systems", "Demo Learning", "Test Bench Tools"],
  },
} as const;
