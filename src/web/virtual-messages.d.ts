/** A language's whole catalogue, compiled, served outside a build by scripts/vite-messages.ts. */
declare module 'virtual:messages/*' {
  import type { Messages } from '@lingui/core';

  const messages: Messages;
  export default messages;
}
