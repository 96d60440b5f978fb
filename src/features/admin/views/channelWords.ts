import type { MessageKey } from "../../../i18n/catalogues";
import type { Translate } from "../../../i18n/useT";

/** An announcement's channels as the console names them in a sentence or a cell ("feed", "email", "webhook"). */
const CHANNEL_NAMES: Readonly<Record<string, MessageKey>> = {
  feed: "console.channel.feed",
  email: "console.channel.email",
  webhook: "console.channel.webhook",
};

/** A channel's name in the language shown; a code this app does not know, as it is. */
export const channelName = (t: Translate, channel: string): string => {
  const key = CHANNEL_NAMES[channel];
  return key ? t(key) : channel;
};
