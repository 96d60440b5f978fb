import { Box, Button, Link, Typography } from "@mui/material";
import { memo, Suspense, useState } from "react";
import type { ReceivedRequest, SentRequest } from "../../../contract/finder";
import { useAppSelector } from "../../app/hooks";
import { paths } from "../../config/paths";
import { lazyOnIntent } from "../../lib/lazyOnIntent";
import { showSuccessToast } from "../../lib/toast";
import { useSingleFlight } from "../../lib/useSingleFlight";
import { CardList } from "../../ui/CardList";
import CardListRow from "../../ui/CardListRow";
import FeatureSection from "../../ui/FeatureSection";
import ConfirmationDialog, { confirmationIntent } from "../../ui/LazyConfirmationDialog";
import { SiteLink } from "../../ui/SiteLink";
import { selectEvents } from "../events/eventsSlice";
import DetailList from "./DetailList";
import {
  useBlockSenderMutation,
  useDeclineRequestMutation,
  useMyFinder,
  useWithdrawRequestMutation,
} from "./finderApi";
import { useFinderText } from "./useFinderText";

/** A person's message, as they wrote it: plain text, line breaks kept, never read as HTML or linked. */
const Message = ({ text }: { text: string }) =>
  text ? (
    <Typography component="span" sx={{ display: "block", whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
      <bdi>{text}</bdi>
    </Typography>
  ) : null;

// The dialogs (MUI's text fields, radio buttons, modal) come on intent, not with the dashboard.
const acceptDialog = lazyOnIntent(() => import(/* webpackChunkName: "finder-accept" */ "./AcceptDialog"));
const reportDialog = lazyOnIntent(() => import(/* webpackChunkName: "finder-report" */ "./ReportDialog"));

/**
 * The dashboard's teammate requests: those received at the participant's listings (accept, decline, block the sender,
 * report) and those they sent (with their outcome; withdraw while waiting), and their open listings. Hidden without a
 * word against a server without the finder (404 or 401, the original backend).
 */
function RequestsSection() {
  const words = useFinderText();
  const read = useMyFinder({ refetchOnFocus: true });
  const events = useAppSelector(selectEvents);
  const eventTitle = (slug: string) => events.find((event) => event.name === slug)?.title ?? slug;
  const { data } = read;
  const [accepting, setAccepting] = useState<ReceivedRequest | null>(null);
  const [blocking, setBlocking] = useState<ReceivedRequest | null>(null);
  const [reporting, setReporting] = useState<ReceivedRequest | null>(null);
  const [decline] = useDeclineRequestMutation();
  const [block, blockState] = useBlockSenderMutation();
  const [withdraw] = useWithdrawRequestMutation();
  const once = useSingleFlight();
  const listings = data?.listings.filter((listing) => listing.active) ?? [];
  const nothing = data && data.received.length === 0 && data.sent.length === 0 && listings.length === 0;

  const run = (task: () => Promise<unknown>, done: string) =>
    void once(async () => {
      await task();
      showSuccessToast(done);
    });

  const received = (request: ReceivedRequest) => (
    <CardListRow
      key={`received-${request.id}`}
      primary={
        <>
          <bdi>{request.from.name}</bdi>
          {` · ${eventTitle(request.event)}`}
        </>
      }
      secondary={
        <>
          {request.from.team_name && (
            <Typography component="span" sx={{ display: "block" }}>
              {words.offersTeam(request.from.team_name)}
            </Typography>
          )}
          <Message text={request.message} />
          <DetailList details={request.from} inline />
          {request.status === "pending"
            ? words.expires(words.date(request.expires_at))
            : words.requestWords(request.status)}
        </>
      }
      actions={
        request.status === "pending" && (
          <Box sx={{ display: "flex", flexWrap: "wrap", gap: 1 }}>
            {request.options.length > 0 && (
              <Button
                variant="contained"
                size="small"
                aria-label={words.acceptFrom(request.from.name)}
                {...acceptDialog.intent}
                onClick={() => setAccepting(request)}
              >
                {words.accept}
              </Button>
            )}
            <Button
              size="small"
              aria-label={words.declineFrom(request.from.name)}
              onClick={() => run(() => decline({ request: request.id }).unwrap(), words.declined)}
            >
              {words.decline}
            </Button>
            <Button
              size="small"
              color="error"
              aria-label={words.blockPerson(request.from.name)}
              {...confirmationIntent}
              onClick={() => setBlocking(request)}
            >
              {words.block}
            </Button>
            <Button
              size="small"
              aria-label={words.reportPerson(request.from.name)}
              {...reportDialog.intent}
              onClick={() => setReporting(request)}
            >
              {words.report}
            </Button>
          </Box>
        )
      }
    />
  );

  const sent = (request: SentRequest) => (
    <CardListRow
      key={`sent-${request.id}`}
      primary={
        <>
          {`${words.to} `}
          <bdi>{request.to.name}</bdi>
          {request.to.team_name && (
            <>
              {" ("}
              <bdi>{request.to.team_name}</bdi>
              {")"}
            </>
          )}
          {` · ${eventTitle(request.event)}`}
        </>
      }
      secondary={
        <>
          <Message text={request.message} />
          {request.status === "pending"
            ? words.expires(words.date(request.expires_at))
            : words.requestWords(request.status)}
        </>
      }
      actions={
        request.status === "pending" && (
          <Button
            size="small"
            aria-label={words.withdrawTo(request.to.name)}
            onClick={() => run(() => withdraw({ request: request.id }).unwrap(), words.withdrawn)}
          >
            {words.withdraw}
          </Button>
        )
      }
    />
  );

  // A server without the finder answered so: nothing of it shows.
  if (read.absent) return null;
  return (
    <FeatureSection
      headingId="finder-heading"
      title={words.requestsHeading}
      read={read}
      loading={words.requestsLoading}
      failed={words.requestsFailed}
    >
      {data?.banned && <Typography color="warning.main">{words.blocked}</Typography>}
      {nothing && <Typography color="text.secondary">{words.requestsNone}</Typography>}
      {listings.length > 0 && (
        <Typography sx={{ mb: 1 }}>
          {words.yourListing}:{" "}
          {listings.map((listing, index) => (
            <span key={listing.id}>
              {index > 0 && ", "}
              <Link component={SiteLink} to={paths.finder(listing.event)}>
                {eventTitle(listing.event)}
              </Link>
              {` (${words.activeUntil(words.date(listing.expires_at))})`}
            </span>
          ))}
        </Typography>
      )}
      {data && data.received.length > 0 && (
        <>
          <Typography variant="h3" sx={{ fontSize: "1.05rem", fontWeight: 700, mt: 1 }}>
            {words.received}
          </Typography>
          <CardList label={words.received}>{data.received.map(received)}</CardList>
        </>
      )}
      {data && data.sent.length > 0 && (
        <>
          <Typography variant="h3" sx={{ fontSize: "1.05rem", fontWeight: 700, mt: 2 }}>
            {words.sentList}
          </Typography>
          <CardList label={words.sentList}>{data.sent.map(sent)}</CardList>
        </>
      )}
      <Suspense fallback={null}>
        {accepting && <acceptDialog.Lazy request={accepting} onClose={() => setAccepting(null)} />}
        {reporting && <reportDialog.Lazy target={{ request: reporting.id }} onClose={() => setReporting(null)} />}
      </Suspense>
      <ConfirmationDialog
        open={blocking !== null}
        title={blocking ? words.blockTitle(blocking.from.name) : ""}
        consequence={words.blockConsequence}
        confirmLabel={words.block}
        busy={blockState.isLoading}
        onConfirm={() =>
          blocking &&
          void once(async () => {
            await block({ request: blocking.id }).unwrap();
            showSuccessToast(words.blockedDone(blocking.from.name));
            setBlocking(null);
          })
        }
        onClose={() => setBlocking(null)}
      />
    </FeatureSection>
  );
}

// Rendered again only when its own props or reads change, not each time one of the overview's reads answers.
export default memo(RequestsSection);
