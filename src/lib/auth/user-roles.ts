/** An account's roles (DESIGN.md §4): shared by the API's schemas and the back office's filters. */
export const USER_ROLES = ['user', 'admin'] as const;
