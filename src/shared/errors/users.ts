/** The administrator's user management (ours; the spec has no texts for these refusals). */

export const USER_MESSAGES = {
  cannotDeactivateSelf: 'You cannot deactivate your own account.',
  cannotRemoveOwnAdministrator: 'You cannot remove your own administrator role.',
  lastAdministrator: 'The last active administrator cannot lose the administrator role or be deactivated.',
  notFound: 'User not found',
} as const;
