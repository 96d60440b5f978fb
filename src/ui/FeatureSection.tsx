import type { SerializedError } from "@reduxjs/toolkit";
import type { ReactNode } from "react";
import { isNotFound } from "../api/apiErrors";
import type { ApiError } from "../api/baseQuery";
import { isWithheld } from "../api/optionalRead";
import DashboardCard from "./DashboardCard";
import ReadStatus, { type Read } from "./ReadStatus";

interface Props {
  /** The heading's id: it names the section. */
  headingId: string;
  title: ReactNode;
  /** A button beside the title, e.g. "Mark all as read". */
  titleAction?: ReactNode;
  /**
   * The read the section shows. A server without the feature (the original 2020 backend) answers it with a 404:
   * `Withheld` from an `optionalRead`, an error from any other read.
   */
  read: Read & { data?: unknown; error?: ApiError | SerializedError };
  /** Said while the read is on its way; without it the section shows its own placeholder (children). */
  loading?: string;
  failed: string;
  malformed?: boolean;
  children?: ReactNode;
}

/**
 * A dashboard card over one read: hidden when the server has no such feature, saying so while it loads or when it
 * failed (with a Retry), and showing its content once there is some.
 */
export default function FeatureSection({ headingId, title, titleAction, read, children, ...status }: Props) {
  if (isNotFound(read.error) || isWithheld(read.data)) return null;
  return (
    <DashboardCard headingId={headingId} title={title} titleAction={titleAction}>
      <ReadStatus read={read} {...status} />
      {children}
    </DashboardCard>
  );
}
