/**
 * The chat's numbers (spec §5, §9 and the chat issue), shared by the server that enforces
 * them and the widget and console that pace themselves by them.
 */

/** A message is at most this many characters after trimming (UTF-16 units, as `maxLength` counts). */
export const CHAT_MESSAGE_MAX_LENGTH = 2_000;

/** Spec §9: poll every 5 s while the panel is open, every 10 s for new messages while it is closed. */
export const CHAT_POLL_OPEN_MS = 5_000;
export const CHAT_POLL_CLOSED_MS = 10_000;
/** A hidden tab needs no quick answers; it still picks up replies for the badge. */
export const CHAT_POLL_HIDDEN_MS = 30_000;
/** Polls closer together than this are refused (429). */
export const CHAT_POLL_MIN_INTERVAL_S = 2;
/** How far apart the widget and the console space polls they bring forward: the minimum, with headroom for clocks and latency. */
export const CHAT_POLL_MIN_GAP_MS = CHAT_POLL_MIN_INTERVAL_S * 1000 + 200;

/** Spec §9: history pages of 50 messages, 100 in the admin view. */
export const CHAT_HISTORY_PAGE_SIZE = 50;
export const CHAT_ADMIN_HISTORY_PAGE_SIZE = 100;
export const CHAT_HISTORY_MAX_PAGE_SIZE = 100;
/** A poll returns at most this many messages; a longer gap is caught up by the next poll. */
export const CHAT_POLL_MAX_MESSAGES = 100;

/** Contact messages: one a second on average, bursts of up to five (token bucket per session). */
export const CHAT_SEND_BURST = 5;
export const CHAT_SEND_PER_SECOND = 1;

/** The contact's heartbeat (PUT /api/chat/status) while the page is visible; online while it keeps coming. */
export const CHAT_HEARTBEAT_MS = 30_000;
export const CHAT_CONTACT_ONLINE_WINDOW_S = 75;
/** An admin counts as online while the console has polled this recently. */
export const CHAT_ADMIN_ONLINE_WINDOW_S = 30;

/** Spec §9: the admin list shows active conversations unless told otherwise. */
export const ADMIN_CHAT_LIST_DEFAULT_STATUS = 'active';
export const ADMIN_CHAT_LIST_PAGE_SIZE = 20;
/** The admin console refreshes its list this often; new messages are polled at CHAT_POLL_OPEN_MS. */
export const ADMIN_CHAT_LIST_POLL_MS = 10_000;
