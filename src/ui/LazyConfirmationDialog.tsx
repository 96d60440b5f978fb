import { lazyOnIntent } from "../lib/lazyOnIntent";

/**
 * ConfirmationDialog out of the pages' first download (MUI's Dialog, Modal, focus trap and transitions): its code comes
 * on intent. Spread `confirmationIntent` on the button that opens it.
 */
const { Shown, intent } = lazyOnIntent(
  () => import(/* webpackChunkName: "confirmation-dialog" */ "./ConfirmationDialog"),
);

export const confirmationIntent = intent;
export default Shown;
