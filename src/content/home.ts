/** The home page's texts. */
export const HOME = {
  pitch:
    "Seven online contests in coding, security and data science. Pick one, bring a friend, and compete from anywhere.",
  about: {
    heading: "What is Codefest?",
    paragraphs: [
      "Codefest is a students' technical festival built around programming contests. For one season each year, students from colleges and schools across the country, and from abroad, meet on the same leaderboards.",
      "The contests cover competitive programming, mathematics, security and three flavours of data science. Every one of them runs online, so all you need to take part is a computer and a connection.",
    ],
  },
  highlights: [
    {
      key: "contests",
      title: "Seven contests",
      text: "From algorithms and maths to security, machine learning, language and vision: there is a contest for what you like to build.",
    },
    {
      key: "online",
      title: "Fully online",
      text: "Every event runs on an online platform. Take part from your hostel room, your home or a café.",
    },
    {
      key: "certificates",
      title: "Certificates for everyone",
      text: "Every participant receives a certificate of participation. Winners get certificates of merit too.",
    },
  ],
  eventsHeading: "The events at a glance",
  partners: {
    heading: "Partners",
    intro: "Codefest is made possible by organisations that care about students who build things.",
    names: ["Example Cloud", "Sample Labs", "Placeholder Systems", "Demo Learning", "Test Bench Tools"],
    cta: "Want to support the next edition? Write to",
  },
} as const;
