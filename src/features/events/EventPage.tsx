import { Container, Typography } from "@mui/material";
import { useParams } from "react-router-dom";
import { findEvent } from "../../content/events";
import NotFoundPage from "../notFound/NotFoundPage";

export default function EventPage() {
  const { name = "" } = useParams();
  const event = findEvent(name);
  if (!event) return <NotFoundPage />;
  return (
    <Container component="article" sx={{ py: 6 }}>
      <Typography variant="h1">{event.title}</Typography>
      <Typography>{event.summary}</Typography>
    </Container>
  );
}
