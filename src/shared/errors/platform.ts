/** Platform features and settings (administrator). */

export const PLATFORM_MESSAGES = {
  featureNotFound: 'Platform feature not found',
  feeRange: 'The platform fee must be between 0 and 100',
  feeDecimals: 'The platform fee can have at most two decimals',
} as const;

export function featureDisabledMessage(name: string): string {
  return `${name} is currently switched off by the platform administrator.`;
}
