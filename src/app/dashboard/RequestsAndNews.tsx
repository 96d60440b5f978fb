import AnnouncementsSection from "../../features/announcements/AnnouncementsSection";
import RequestsSection from "../../features/finder/RequestsSection";

/** The overview's teammate requests and announcements, under the certificates: one chunk, brought in on approach. */
export default function RequestsAndNews() {
  return (
    <>
      <RequestsSection />
      <AnnouncementsSection />
    </>
  );
}
