/** The panel's element id, which the launcher button controls (aria-controls). */
export const CHAT_PANEL_ID = 'chat-panel';
